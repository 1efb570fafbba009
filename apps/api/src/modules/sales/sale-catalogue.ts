import type { BetTypeCode, ProductType } from '@banca/contracts';
import type { QuotaRow, TopeRow } from '../quotas';

export interface SaleOccurrence {
  id: number;
  drawId: number;
  drawName: string;
  drawDate: string;
  /** HH:MM in the lottery's zone. */
  drawTime: string;
  productId: number;
  productName: string;
  productType: ProductType;
  lotteryName: string;
}

export interface SaleBetType {
  betTypeId: number;
  code: BetTypeCode;
  name: string;
  multiplier: string;
  digits: number | null;
  needsSign: boolean;
}

/** What a product sells now: its bet types with their multipliers, and its symbols (number → name). */
export interface ProductRules {
  betTypes: Map<BetTypeCode, SaleBetType>;
  symbols: Map<string, string>;
}

/** The cupos of a chain and the topes of its banca, for some products. */
export interface ChainLimits {
  quotas: QuotaRow[];
  topes: TopeRow[];
}

/** What a sale's plays need to be checked, limited and shown. */
export interface SaleCatalogue extends ChainLimits {
  occurrences: Map<number, SaleOccurrence>;
  products: Map<number, ProductRules>;
}
