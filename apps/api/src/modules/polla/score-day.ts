import type { PublicContext } from '../../lib/use-case';
import { applyMovement, ensurePote, lockPote, rollOver, settlePote } from './pote-repository';
import { scoreOf, splitPote, winnersOf } from './scoring-rule';
import * as repo from './scoring-repository';
import { typesCountingDraw, type PollaTypeRow } from './type-repository';

type Tx = PublicContext;

/** The day after a calendar date ('2026-03-01' → '2026-03-02'). */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The `draw.awarded` event, inside the award's transaction: every polla type counting its
 * draw whose counted draws of that date are now all awarded is scored (ADR 046).
 */
export async function scorePollasAfterAward(tx: Tx, occurrenceId: number): Promise<void> {
  const day = await repo.occurrenceDay(tx.db, occurrenceId);
  if (!day) return;
  for (const type of await typesCountingDraw(tx.db, day.draw_id)) {
    if (await repo.allAwarded(tx.db, type.drawIds, day.draw_date)) await scoreDay(tx, type, day.draw_date);
  }
}

/** Tickets' scores from their picks and the results. */
async function scoredTickets(tx: Tx, type: PollaTypeRow, date: string) {
  const picks = new Map<number, Map<number, string[]>>();
  const results = new Map<number, string>();
  for (const row of await repo.picksToScore(tx.db, type.id, date)) {
    const ticket = picks.get(row.id) ?? new Map<number, string[]>();
    ticket.set(row.occurrence_id, [...(ticket.get(row.occurrence_id) ?? []), row.number]);
    picks.set(row.id, ticket);
    if (row.result_number !== null) results.set(row.occurrence_id, row.result_number);
  }
  return [...picks].map(([id, byDraw]) => ({ id, score: scoreOf(byDraw, results, type.pointsPerHit) }));
}

/**
 * Scores one day of a polla type: the winners of each accumulator share it (ADR 046: the
 * remainder of the split and an unwon accumulator roll over to the next day's pote), the weekly
 * pote's winners share it (its remainder stays in it), the daily pote is settled and the tickets
 * get their prize parts. The potes are locked first: a payment racing the close queues behind.
 * A day already scored is left as it is.
 */
async function scoreDay(tx: Tx, type: PollaTypeRow, date: string) {
  const base = { pollaTypeId: type.id, currency: type.currency };
  const dailyId = (await ensurePote(tx.db, { ...base, kind: 'DAILY', startDate: date })).id;
  const weeklyId = (await ensurePote(tx.db, { ...base, kind: 'WEEKLY', startDate: date })).id;
  const next = await ensurePote(tx.db, { ...base, kind: 'DAILY', startDate: nextDay(date) });
  const daily = (await lockPote(tx.db, type.bancaId, 'DAILY', dailyId))!;
  if (daily.status === 'SETTLED') return;
  const weekly = (await lockPote(tx.db, type.bancaId, 'WEEKLY', weeklyId))!;

  const scored = await scoredTickets(tx, type, date);
  const winners = winnersOf(scored, type);
  const first = splitPote(daily.first, winners.first.length);
  const second = splitPote(daily.second, winners.second.length);
  const week = splitPote(weekly.status === 'OPEN' ? weekly.first : 0n, winners.weekly.length);
  const userId = tx.actor.userId;

  if (first.paid > 0n || second.paid > 0n) {
    await applyMovement(tx.db, daily.id, {
      tipo: 'EGRESO',
      concept: 'PREMIO',
      first: first.paid,
      second: second.paid,
      userId,
    });
  }
  await rollOver(tx.db, daily, next, { first: first.rollover, second: second.rollover }, userId);
  await settlePote(tx.db, daily.id);
  if (week.paid > 0n) {
    await applyMovement(tx.db, weekly.id, { tipo: 'EGRESO', concept: 'PREMIO', first: week.paid, second: 0n, userId });
  }

  const firstSet = new Set(winners.first);
  const secondSet = new Set(winners.second);
  const weeklySet = new Set(winners.weekly);
  await repo.writePrizes(
    tx.db,
    scored.map(({ id, score }) => ({
      id,
      score,
      first: firstSet.has(id) ? first.each : 0n,
      second: secondSet.has(id) ? second.each : 0n,
      weekly: weeklySet.has(id) ? week.each : 0n,
    })),
  );
  await tx.audit({
    action: 'POLLA_SCORE',
    entity: 'polla_pot',
    entityId: daily.id,
    subjectPartnerId: type.bancaId,
    before: { first: daily.first.toString(), second: daily.second.toString(), weekly: weekly.first.toString() },
    after: {
      polla_type: type.name,
      date,
      tickets: scored.length,
      first: { winners: winners.first.length, each: first.each.toString(), rollover: first.rollover.toString() },
      second: { winners: winners.second.length, each: second.each.toString(), rollover: second.rollover.toString() },
      weekly: { winners: winners.weekly.length, each: week.each.toString() },
    },
  });
}
