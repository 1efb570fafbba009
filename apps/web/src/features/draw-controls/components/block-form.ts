import { ZBlockNumber, type CreateBlockedNumberRequest } from '@banca/contracts';
import { z } from 'zod';
import { partnerScope } from './partner-scope';

const pick = (message: string) => z.number({ error: message }).int().positive({ error: message });
const day = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'La fecha debe tener el formato AAAA-MM-DD.' });

/** The block dialog's values: 0 is "every draw", an empty date is open-ended, no partner is the user's own. */
export const ZBlockForm = z
  .object({
    product_id: pick('Elija un producto.'),
    draw_id: z.number().int().min(0),
    number: ZBlockNumber,
    partner_id: z.number().int().positive().nullable(),
    date_from: day,
    date_to: day,
    reason: z.string().trim().max(200, { error: 'El motivo no puede tener más de 200 caracteres.' }),
  })
  .refine((form) => !form.date_from || !form.date_to || form.date_from <= form.date_to, {
    error: 'La fecha final no puede ser anterior a la inicial.',
    path: ['date_to'],
  });
export type BlockForm = z.infer<typeof ZBlockForm>;

export const EMPTY_BLOCK_FORM: BlockForm = {
  product_id: 0,
  draw_id: 0,
  number: '',
  partner_id: null,
  date_from: '',
  date_to: '',
  reason: '',
};

/** The form as the endpoint takes it: "every draw", open dates and no reason travel as null. */
export function toBlockRequest(form: BlockForm): CreateBlockedNumberRequest {
  return {
    product_id: form.product_id,
    draw_id: form.draw_id || null,
    number: form.number.trim(),
    ...partnerScope(form.partner_id),
    date_from: form.date_from || null,
    date_to: form.date_to || null,
    reason: form.reason.trim() || null,
  };
}
