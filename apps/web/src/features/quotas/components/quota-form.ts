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
