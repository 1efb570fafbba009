import { ZLimitAmount } from '@banca/contracts';
import { z } from 'zod';
import type { LimitKeyRow } from './limit-key-columns';

const pick = (message: string) => z.number({ error: message }).int().positive({ error: message });

/** One cupo or tope as a form holds it: the key (0 = all draws) and the amount in minor units. */
export const ZQuotaForm = z.object({
  product_id: pick('Elija un producto.'),
  draw_id: z.number().int().min(0),
  bet_type_id: pick('Elija un tipo de jugada.'),
  amount: ZLimitAmount,
});
export type QuotaForm = z.infer<typeof ZQuotaForm>;

/** The form of a new limit (no row) or of a row's, with the amount it starts from. */
export const limitFormOf = (row: LimitKeyRow | null, amount: string): Partial<QuotaForm> => ({
  product_id: row?.product.id,
  draw_id: row?.draw?.id ?? 0,
  bet_type_id: row?.bet_type.id,
  amount,
});
