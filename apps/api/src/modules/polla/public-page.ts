import { notFound } from '../../lib/app-error';
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

/** The daily pot of the day and the weekly pot of its week, as they stand. */
export async function publicJackpots(ctx: PublicContext, query: PublicQuery) {
  const day = await dayOf(ctx, query);
  const pots = await repo.publicPots(ctx.db, query['polla-type'], day.date);
  const daily = pots.find((pot) => pot.kind === 'DAILY');
  const weekly = pots.find((pot) => pot.kind === 'WEEKLY');
  return {
    currency: day.currency,
    daily: daily
      ? { start_date: daily.start_date, first_amount: daily.first_amount, second_amount: daily.second_amount }
      : null,
    weekly: weekly ? { start_date: weekly.start_date, amount: weekly.first_amount } : null,
  };
}

/** A customer's own recent tickets, by cédula. */
export async function customerBets(ctx: PublicContext, cedula: { id_type: string; id_number: string }) {
  return { data: await repo.betsOfCustomer(ctx.db, cedula.id_type, cedula.id_number) };
}
