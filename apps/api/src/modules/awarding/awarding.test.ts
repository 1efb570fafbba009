import { awardRaffle, listAwardOccurrences, saveResult } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

const kit = resultsTestKit();

const award = (who: string, occurrence: number) => kit.as(who, 'POST', awardRaffle.path, { occurrence_id: occurrence });
const save = (who: string, body: unknown) => kit.as(who, 'POST', saveResult.path, body);
const BIG = '9999999999999'; // × 6000 = 59 999 999 999 994 000: beyond a float's exact integers

describe('awarding a triple', () => {
  let occurrence: number;
  let pending: number;
  let winner: { id: number };
  let mixed: { id: number };
  let loser: { id: number };
  let annulled: { id: number };
  let oriente: { id: number };
  let panama: { id: number };

  beforeAll(async () => {
    occurrence = await kit.occurrence('Triple Caracas', '16:30');
    pending = await kit.occurrence('Lotto Activo', '14:00');
    await kit.setClosed(occurrence);
    const T = (
      betType: 'TRIPLE' | 'TERMINAL' | 'TRIPLE_SIGNO' | 'TERMINAL_SIGNO',
      number: string,
      amount: string,
      multiplier: string,
      sign?: number,
    ) => ({
      occurrence,
      betType,
      number,
      amount,
      multiplier,
      ...(sign ? { sign } : {}),
    });
    winner = await kit.ticket('ACE1-T1', [
      T('TRIPLE', '123', '1000', '600'), // 600 000
      T('TERMINAL', '23', '333', '60.55'), // 20 163.15 → 20 163
      T('TERMINAL', '23', '3', '0.50'), // 1.5 → 2 (halves away from zero)
      T('TRIPLE_SIGNO', '123', BIG, '6000', 4), // 59 999 999 999 994 000
      T('TRIPLE_SIGNO', '123', '100', '6000', 5), // wrong sign
      T('TERMINAL_SIGNO', '23', '100', '600', 4), // 60 000
      T('TERMINAL', '24', '100', '60'),
      T('TRIPLE', '023', '100', '600'), // the terminal is the LAST two digits
    ]);
    mixed = await kit.ticket('ACE1-T2', [
      T('TRIPLE', '123', '500', '600'),
      { occurrence: pending, betType: 'ANIMALITO', number: '5', amount: '100', multiplier: '30' },
    ]);
    loser = await kit.ticket('ACE2-T1', [T('TRIPLE', '321', '100', '600'), T('TERMINAL_SIGNO', '23', '100', '600', 3)]);
    annulled = await kit.ticket('ACE1-T1', [T('TRIPLE', '123', '100', '600')]);
    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${annulled.id}`);
    oriente = await kit.ticket('AOR1-T1', [T('TERMINAL', '23', '100', '60')]);
    panama = await kit.ticket('APA1-T1', [T('TRIPLE', '123', '100', '600')]);
  });

  it('refuses to award before there is a result (422) or an unknown draw (404)', async () => {
    const early = await award('admin', occurrence);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('El sorteo «Triple Caracas 16:30» aún no tiene resultado.');
    expect(await kit.prizesOf(winner.id)).toEqual(Array(8).fill('0'));
    expect((await award('admin', 999_999)).statusCode).toBe(404);
  });

  it('pays amount × multiplier exactly on each winning play, with the terminal and sign rules', async () => {
    expect((await save('admin', { occurrence_id: occurrence, number: '123', sign: 4 })).statusCode).toBe(200);
    const answer = await award('admin', occurrence);
    expect(answer.statusCode).toBe(200);
    expect(await kit.prizesOf(winner.id)).toEqual([
      '600000',
      '20163',
      '2',
      '59999999999994000',
      '0',
      '60000',
      '0',
      '0',
    ]);
    expect(await kit.ticketRow(winner.id)).toMatchObject({ status: 'PREMIADO', prize_total: '60000000000674165' });
    expect(await kit.prizesOf(annulled.id)).toEqual(['0']);
    expect((await kit.ticketRow(annulled.id)).status).toBe('ANULADO');
    expect(await kit.ticketRow(loser.id)).toMatchObject({
      status: 'PERDEDOR',
      prize_total: '0',
      prize_expires_at: null,
    });
    // Another draw of the ticket is still to be awarded: it stays ACTIVO, its prize so far kept.
    expect(await kit.ticketRow(mixed.id)).toMatchObject({
      status: 'ACTIVO',
      prize_total: '300000',
      prize_expires_at: null,
    });
    // Operator-wide: Panamá's ticket is settled too.
    expect(await kit.ticketRow(panama.id)).toMatchObject({ status: 'PREMIADO', prize_total: '60000' });

    const body = answer.json();
    expect(body.occurrence).toMatchObject({
      occurrence_id: occurrence,
      state: 'AWARDED',
      result_number: '123',
      result_sign: 4,
    });
    // The caller's figures are its own banca's: no Panamá, no annulled ticket.
    expect(body.occurrence.plays).toBe(12);
    expect(body.occurrence.winning_plays).toBe(7);
    expect(body.occurrence.totals).toEqual([
      {
        currency: 'BS',
        sold: String(1000n + 333n + 3n + BigInt(BIG) + 100n * 4n + 500n + 200n + 100n),
        prizes: String(600000n + 20163n + 2n + 59999999999994000n + 60000n + 300000n + 6000n),
      },
    ]);
    expect(body.tickets).toEqual({ premiados: 2, perdedores: 1, pendientes: 1 });
  });

  it('sets the prize validity from the agency’s bets settings (else the banca’s)', async () => {
    const days = async (id: number) =>
      (
        await kit.rows<{ days: number }>(
          sql`SELECT round(extract(epoch FROM prize_expires_at - now()) / 86400)::int AS days FROM tickets WHERE id = ${id}`,
        )
      )[0]!.days;
    expect(await days(winner.id)).toBe(3);
    expect(await days(oriente.id)).toBe(5);
  });

  it('is idempotent: awarding again gives the same figures', async () => {
    const before = await kit.rows(sql`SELECT t.id, t.status, t.prize_total::text, t.prize_expires_at, tp.prize::text
      FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id ORDER BY tp.id`);
    const first = await award('admin', occurrence);
    const second = await award('distribuidor', occurrence);
    expect(second.statusCode).toBe(200);
    const after = await kit.rows(sql`SELECT t.id, t.status, t.prize_total::text, t.prize_expires_at, tp.prize::text
      FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id ORDER BY tp.id`);
    expect(after).toEqual(before);
    expect(first.json().tickets).toEqual({ premiados: 2, perdedores: 1, pendientes: 1 });
    // The distributor counts only its own part of the network (Distribuidora Centro: no Oriente).
    expect(second.json().occurrence.plays).toBe(11);
    const audits = await kit.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'AWARD' AND entity_id = ${String(occurrence)}`,
    );
    expect(audits[0]!.n).toBe(3);
  });

  it('lists the day with each caller’s own counts', async () => {
    const [day] = await kit.rows<{ date: string }>(
      sql`SELECT draw_date::text AS date FROM draw_occurrences WHERE id = ${occurrence}`,
    );
    const rowOf = async (who: string) => {
      const answer = await kit.as(who, 'GET', `${listAwardOccurrences.path}?date=${day!.date}&per_page=200`);
      expect(answer.statusCode, who).toBe(200);
      return answer.json().data.find((row: { occurrence_id: number }) => row.occurrence_id === occurrence);
    };
    expect(await rowOf('admin')).toMatchObject({ state: 'AWARDED', plays: 12, winning_plays: 7 });
    expect(await rowOf('distribuidor')).toMatchObject({ plays: 11, winning_plays: 6 });
    expect(await rowOf('admin.pa')).toMatchObject({
      plays: 1,
      winning_plays: 1,
      totals: [{ currency: 'USD', sold: '100', prizes: '60000' }],
    });
    expect((await kit.as('supervisor', 'GET', listAwardOccurrences.path)).statusCode).toBe(403);
    expect((await kit.as('distribuidor2', 'GET', listAwardOccurrences.path)).statusCode).toBe(403);
    expect((await award('supervisor', occurrence)).statusCode).toBe(403);
  });

  it('a correction clears the award; re-awarding computes the new figures', async () => {
    const corrected = await save('supervisor', { occurrence_id: occurrence, number: '323', sign: 3 });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ state: 'RESULTED', awarded_at: null, result_number: '323' });
    expect(await kit.prizesOf(winner.id)).toEqual(Array(8).fill('0'));
    expect(await kit.ticketRow(winner.id)).toMatchObject({
      status: 'ACTIVO',
      prize_total: '0',
      prize_expires_at: null,
    });
    expect(await kit.ticketRow(loser.id)).toMatchObject({ status: 'ACTIVO' });
    const [audit] = await kit.rows<{ before: unknown }>(
      sql`SELECT before FROM audit_log WHERE action = 'CORRECT_RESULT' AND entity_id = ${String(occurrence)}`,
    );
    expect(audit!.before).toEqual({ result_number: '123', result_sign: 4, awarded: true });

    await award('admin', occurrence);
    // 323/3: the terminal 23 wins everywhere, TERMINAL_SIGNO 23/3 on the loser's ticket.
    expect(await kit.prizesOf(winner.id)).toEqual(['0', '20163', '2', '0', '0', '0', '0', '0']);
    expect(await kit.prizesOf(loser.id)).toEqual(['0', '60000']);
    expect((await kit.ticketRow(loser.id)).status).toBe('PREMIADO');
  });

  it('refuses a correction once a prize of the draw is paid, and changes nothing', async () => {
    await kit.db.execute(sql`UPDATE tickets SET status = 'PAGADO' WHERE id = ${loser.id}`);
    const refused = await save('admin', { occurrence_id: occurrence, number: '999', sign: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No se puede corregir el resultado de «Triple Caracas 16:30»: ya se pagaron premios de este sorteo.',
    );
    const [row] = await kit.rows<{ result_number: string; awarded: boolean }>(
      sql`SELECT result_number, awarded_at IS NOT NULL AS awarded FROM draw_occurrences WHERE id = ${occurrence}`,
    );
    expect(row).toEqual({ result_number: '323', awarded: true });
    expect(await kit.prizesOf(loser.id)).toEqual(['0', '60000']);
  });
});

describe('awarding an animalito', () => {
  it('tells 0 from 00', async () => {
    const occurrence = await kit.occurrence('La Granjita', '15:00');
    await kit.setClosed(occurrence);
    const play = (number: string) => ({
      occurrence,
      betType: 'ANIMALITO' as const,
      number,
      amount: '250',
      multiplier: '30',
    });
    const zero = await kit.ticket('ACE1-T1', [play('0')]);
    const doubleZero = await kit.ticket('ACE1-T1', [play('00')]);
    await save('admin', { occurrence_id: occurrence, number: '00' });
    expect((await award('admin', occurrence)).json().tickets).toEqual({ premiados: 1, perdedores: 1, pendientes: 0 });
    expect(await kit.ticketRow(doubleZero.id)).toMatchObject({ status: 'PREMIADO', prize_total: '7500' });
    expect(await kit.ticketRow(zero.id)).toMatchObject({ status: 'PERDEDOR', prize_total: '0' });
  });
});
