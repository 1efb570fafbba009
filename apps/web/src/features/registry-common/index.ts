/**
 * What the registry screens (cupos, topes, commissions, blocks, suspensions) share: pickers of
 * partners in the user's reach and of the active catalogue, the product · draw · bet type key
 * of a limit, the table of a setting fixed per partner, and the layout of a screen editing one
 * partner's settings (its picker kept in the URL, its sheet). A feature without screens of its own.
 */
export { listPartnerOptions, partnerOptionsQuery, PICKERS_KEY, usePartnerOptions } from './api/list-partner-options';
export { useBetTypeOptions, useDrawOptions, useProductOptions } from './api/list-catalogue-options';
export { useNetworkSettingsList } from './api/list-network-settings';
export { ALL, LimitKeyFields, orNull, type LimitKeyForm } from './components/limit-key-fields';
export { CurrencyListFilter, ProductListFilter } from './components/catalogue-list-filters';
export { NetworkSettingsTable, type NetworkSettingRow } from './components/network-settings-table';
export { PartnerListFilter } from './components/partner-list-filter';
export { PartnerField, PartnerPicker } from './components/partner-picker';
export { PartnerSettingsScreen } from './components/partner-settings-screen';
export { PartnerSheetSection, type PartnerSheet } from './components/partner-sheet-section';
