/** Sales targets (user metrics): the sales dashboard's section, with the table for those who set them. */
export { SALES_TARGETS_KEY } from './api/keys';
export { SalesTargetsSection } from './components/sales-targets-section';
