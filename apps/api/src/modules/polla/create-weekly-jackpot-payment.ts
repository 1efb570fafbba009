import type { ZWeeklyPotePayment } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { payPote } from './potes';

/** A manual INGRESO or EGRESO on a weekly pote (its one accumulator). */
export const createWeeklyJackpotPayment = (ctx: UseCaseContext, body: z.output<typeof ZWeeklyPotePayment>) =>
  payPote(ctx, 'WEEKLY', {
    poteId: body.pote_semanal_id,
    tipo: body.tipo,
    first: BigInt(body.monto_acu_abono),
    second: 0n,
  });
