import type { PublicPollaTicketsRequest } from '@banca/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { DistinctCounter, tooMany, waitInWords, WindowCounter } from '../../lib/usage-limits';
import type { PublicContext } from '../../lib/use-case';
import * as repo from './public-repository';

export interface PublicQuery {
  date?: string | undefined;
  'polla-type': number;
}

async function dayOf(ctx: PublicContext, query: PublicQuery) {
  const day = await repo.typeDate(ctx.db, query['polla-type'], query.date);
  if (!day) throw notFound('El tipo de polla no existe.');
  return day;
}

/** The results of the counted draws of a day. */
export async function publicResults(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  return { date: day.date, draws: await repo.publicResults(ctx.db, day.draw_ids, day.date) };
}

/** The day's bets, without anything of the customers. */
export async function publicBets(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  return { data: await repo.betsOfDay(ctx.db, query['polla-type'], day.date) };
}

/** The daily pote of the day and the weekly pote of its week, as they stand. */
export async function publicJackpots(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  const potes = await repo.publicPotes(ctx.db, query['polla-type'], day.date);
  const daily = potes.find((pote) => pote.kind === 'DAILY');
  const weekly = potes.find((pote) => pote.kind === 'WEEKLY');
  return {
    currency: day.currency,
    daily: daily
      ? { start_date: daily.start_date, first_amount: daily.first_amount, second_amount: daily.second_amount }
      : null,
    weekly: weekly ? { start_date: weekly.start_date, amount: weekly.first_amount } : null,
  };
}

/**
 * A customer's own recent tickets, by cédula and the serial of one of them: a cédula alone (or a
 * serial of someone else's) answers the same 404 whether its owner plays or not. Each address may
 * try a few distinct cédulas per window, and each cédula a few lookups from anywhere, so neither
 * who plays nor a ticket's serial can be guessed by asking many times.
 */
export function makeCustomerBets(limits: Config['pollaLookup']) {
  const cedulasPerAddress = new DistinctCounter(limits.cedulasPerAddress, limits.windowMs);
  const lookupsPerCedula = new WindowCounter(limits.lookupsPerCedula, limits.windowMs);
  return async (ctx: PublicContext, input: PublicPollaTicketsRequest) => {
    const cedula = `${input.id_type}-${input.id_number}`;
    const addressWait = cedulasPerAddress.take(ctx.actor.ip ?? 'unknown', cedula);
    if (addressWait > 0)
      throw tooMany(
        `Ya consultó ${limits.cedulasPerAddress} cédulas distintas desde esta conexión. Intente de nuevo en ${waitInWords(addressWait)}.`,
        addressWait,
      );
    const cedulaWait = lookupsPerCedula.take(cedula);
    if (cedulaWait > 0)
      throw tooMany(
        `Esta cédula se consultó demasiadas veces. Intente de nuevo en ${waitInWords(cedulaWait)}.`,
        cedulaWait,
      );
    if (!(await repo.customerHoldsSerial(ctx.db, input.id_type, input.id_number, input.serial)))
      throw notFound('No hay un ticket con ese serial y esa cédula. Revise ambos datos en su ticket.');
    return { data: await repo.betsOfCustomer(ctx.db, input.id_type, input.id_number) };
  };
}
