/** What the registry screens share: pickers of partners and of the active catalogue, form helpers. */
export { listPartnerOptions, partnerOptionsQuery, PICKERS_KEY, usePartnerOptions } from './api/list-partner-options';
export { useBetTypeOptions, useDrawOptions, useProductOptions } from './api/list-catalogue-options';
export { useNetworkSettingsList } from './api/list-network-settings';
export { ALL, LimitKeyFields, orNull, type LimitKeyForm } from './components/limit-key-fields';
export { NetworkSettingsTable, type NetworkSettingRow } from './components/network-settings-table';
export { PartnerPicker } from './components/partner-picker';
export { contractResolver } from './form-resolver';
export { placeRowErrors } from './server-errors';
