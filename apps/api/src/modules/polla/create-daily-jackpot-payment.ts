import type { ZDailyPotePayment } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { payPote } from './potes';

/** A manual INGRESO or EGRESO on a daily pote, to its first accumulator, its second, or both. */
export const createDailyJackpotPayment = (ctx: UseCaseContext, body: z.output<typeof ZDailyPotePayment>) =>
  payPote(ctx, 'DAILY', {
    poteId: body.pote_diario_id,
    tipo: body.tipo,
    first: BigInt(body.primer_acu_abono),
    second: BigInt(body.segundo_acu_abono),
  });
