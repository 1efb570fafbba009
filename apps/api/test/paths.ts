/** Tests name endpoints with the contracts' own `pathOf(contract, params)`. */
export { pathOf } from '@banca/contracts';
