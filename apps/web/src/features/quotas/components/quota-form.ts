import { ZLimitAmount } from '@banca/contracts';
import { z } from 'zod';

const pick = (message: string) => z.number({ error: message }).int().positive({ error: message });

/** One cupo or tope as a form holds it: the key (0 = all draws) and the amount in minor units. */
export const ZQuotaForm = z.object({
  product_id: pick('Elija un producto.'),
  draw_id: z.number().int().min(0),
  bet_type_id: pick('Elija un tipo de jugada.'),
  amount: ZLimitAmount,
});
export type QuotaForm = z.infer<typeof ZQuotaForm>;

/** A row of a limit sheet: its product, draw (null = all draws) and bet type. */
interface LimitRow {
  readonly product: { readonly id: number };
  readonly draw: { readonly id: number } | null;
  readonly bet_type: { readonly id: number };
}

/** The form of a new limit (no row) or of a row's, with the amount it starts from. */
export const limitFormOf = (row: LimitRow | null, amount: string): Partial<QuotaForm> => ({
  product_id: row?.product.id,
  draw_id: row?.draw?.id ?? 0,
  bet_type_id: row?.bet_type.id,
  amount,
});
