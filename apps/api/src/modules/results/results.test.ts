import {
  awardRaffle,
  listLotteryResults,
  getResultOptions,
  requestExternalResults,
  saveResult,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/paths';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

const kit = resultsTestKit();

const occurrenceRow = async (id: number) =>
  (
    await kit.rows<{ result_number: string | null; result_sign: number | null; result_source: string | null }>(
      sql`SELECT result_number, result_sign::int AS result_sign, result_source FROM draw_occurrences WHERE id = ${id}`,
    )
  )[0]!;

const save = (who: string, body: unknown) => kit.as(who, 'POST', saveResult.path, body);

describe('save-result', () => {
  it('saves an animalito result once the draw has closed, with its symbol, audited', async () => {
    const id = await kit.occurrence('Lotto Activo', '08:00');
    await kit.setClosed(id);
    const answer = await save('admin', { occurrence_id: id, number: '00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      occurrence_id: id,
      state: 'RESULTED',
      result_number: '00',
      result_sign: null,
      symbol_name: 'Ballena',
      result_source: 'MANUAL',
      needs_sign: false,
      result_digits: null,
    });
    const [audit] = await kit.rows<{ action: string; after: { result_number: string } }>(
      sql`SELECT action, after FROM audit_log WHERE entity = 'draw_occurrence' AND entity_id = ${String(id)}`,
    );
    expect(audit).toMatchObject({ action: 'SAVE_RESULT', after: { result_number: '00' } });
  });

  it('refuses numbers that are not an active animalito of the product, and changes nothing', async () => {
    const id = await kit.occurrence('Lotto Activo', '09:00');
    await kit.setClosed(id);
    for (const number of ['37', '000', '100']) {
      const answer = await save('supervisor', { occurrence_id: id, number });
      expect(answer.statusCode, number).toBe(400);
      expect(answer.json().fields).toEqual([
        { field: 'number', message: `El ${number} no es un animalito activo de «Lotto Activo».` },
      ]);
    }
    await kit.db.execute(sql`UPDATE product_symbols SET status = 'INACTIVE'
      WHERE number = '36' AND product_id = (SELECT id FROM products WHERE name = 'Lotto Activo')`);
    expect((await save('admin', { occurrence_id: id, number: '36' })).statusCode).toBe(400);
    expect((await save('admin', { occurrence_id: id, number: 'x1' })).json().fields[0].field).toBe('number');
    expect(await occurrenceRow(id)).toEqual({ result_number: null, result_sign: null, result_source: null });
  });

  it('wants exactly 3 digits and a sign for a triple that sells "con signo"', async () => {
    const id = await kit.occurrence('Triple Caracas', '13:00');
    await kit.setClosed(id);
    const missingSign = await save('admin', { occurrence_id: id, number: '123' });
    expect(missingSign.statusCode).toBe(400);
    expect(missingSign.json().fields).toEqual([
      { field: 'sign', message: 'El signo es obligatorio para este sorteo (del 1 al 12).' },
    ]);
    expect((await save('admin', { occurrence_id: id, number: '12', sign: 3 })).json().fields[0]).toEqual({
      field: 'number',
      message: 'El resultado de «Triple Caracas» debe tener exactamente 3 dígitos.',
    });
    expect((await save('admin', { occurrence_id: id, number: '123', sign: 13 })).json().fields[0].field).toBe('sign');
    expect((await occurrenceRow(id)).result_number).toBeNull();
    const ok = await save('admin', { occurrence_id: id, number: '007', sign: 12 });
    expect(ok.json()).toMatchObject({ result_number: '007', result_sign: 12, needs_sign: true, result_digits: 3 });
  });

  it('refuses a sign where the product has none', async () => {
    const id = await kit.occurrence('La Granjita', '08:00');
    await kit.setClosed(id);
    const answer = await save('admin', { occurrence_id: id, number: '5', sign: 2 });
    expect(answer.json().fields).toEqual([{ field: 'sign', message: 'Este sorteo no lleva signo.' }]);
  });

  it('refuses a result before the sales close (422) and an unknown draw (404)', async () => {
    const id = await kit.occurrence('Lotto Activo', '10:00');
    await kit.setClosed(id, false);
    const early = await save('admin', { occurrence_id: id, number: '5' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/aún no ha cerrado sus ventas/);
    expect((await occurrenceRow(id)).result_number).toBeNull();
    expect((await save('admin', { occurrence_id: 999_999, number: '5' })).statusCode).toBe(404);
  });

  it('is for the banca’s administrators and supervisors only', async () => {
    const id = await kit.occurrence('Lotto Activo', '11:00');
    await kit.setClosed(id);
    for (const who of ['distribuidor', 'agencia', 'taquilla']) {
      expect((await save(who, { occurrence_id: id, number: '5' })).statusCode, who).toBe(403);
    }
    expect((await occurrenceRow(id)).result_number).toBeNull();
  });

  it('is not loaded by a distributor holding the awarding permission: it awards what the banca loaded (ADR 028)', async () => {
    const [holder] = await kit.rows<{ awarding_results: boolean }>(
      sql`SELECT awarding_results FROM users WHERE username = 'distribuidor'`,
    );
    expect(holder!.awarding_results).toBe(true);
    const id = await kit.occurrence('Lotto Activo', '15:00');
    await kit.setClosed(id);
    expect((await save('distribuidor', { occurrence_id: id, number: '5' })).statusCode).toBe(403);
    expect((await kit.as('distribuidor', 'GET', pathOf(getResultOptions, { id }))).statusCode).toBe(403);
    const today = (
      await kit.rows<{ day: string }>(sql`SELECT draw_date::text AS day FROM draw_occurrences WHERE id = ${id}`)
    )[0]!.day;
    expect((await kit.as('distribuidor', 'POST', requestExternalResults.path, { date: today })).statusCode).toBe(403);
    expect((await occurrenceRow(id)).result_number).toBeNull();
    expect((await save('supervisor', { occurrence_id: id, number: '5' })).statusCode).toBe(200);
    expect((await kit.as('distribuidor', 'POST', awardRaffle.path, { occurrence_id: id })).statusCode).toBe(200);
  });
});

describe('result options and the results report', () => {
  it('offers the active symbols of an animalito draw', async () => {
    const id = await kit.occurrence('Lotto Activo', '12:00');
    const answer = await kit.as('supervisor', 'GET', pathOf(getResultOptions, { id }));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.occurrence).toMatchObject({ occurrence_id: id, product_type: 'ANIMALITOS' });
    expect(body.symbols.slice(0, 2).map((s: { number: string }) => s.number)).toEqual(['0', '00']);
    // 38 symbols, less the 36 made inactive above.
    expect(body.symbols).toHaveLength(37);
    expect(body.symbols.map((s: { number: string }) => s.number)).not.toContain('36');
  });

  it('lists the day’s occurrences with the result and its animalito, for every reader role', async () => {
    const id = await kit.occurrence('Lotto Activo', '13:00');
    await kit.setClosed(id);
    await save('admin', { occurrence_id: id, number: '0' });
    const [lottery] = await kit.rows<{ id: number; date: string }>(
      sql`SELECT l.id, (now() AT TIME ZONE l.timezone)::date::text AS date FROM lotteries l WHERE l.name = 'Lotto Activo'`,
    );
    for (const who of ['admin', 'supervisor', 'distribuidor', 'agencia', 'admin.pa']) {
      const answer = await kit.as(
        who,
        'GET',
        `${listLotteryResults.path}?date=${lottery!.date}&lottery_id=${lottery!.id}&per_page=50`,
      );
      expect(answer.statusCode, who).toBe(200);
      const page = answer.json();
      expect(page.total).toBe(12);
      expect(page.data.every((row: { lottery_name: string }) => row.lottery_name === 'Lotto Activo')).toBe(true);
      expect(page.data.find((row: { occurrence_id: number }) => row.occurrence_id === id)).toMatchObject({
        result_number: '0',
        symbol_name: 'Delfín',
        symbol_image_id: expect.any(Number),
        state: 'RESULTED',
      });
    }
    expect((await kit.as('taquilla', 'GET', listLotteryResults.path)).statusCode).toBe(403);
    const empty = await kit.as('admin', 'GET', `${listLotteryResults.path}?date=2001-01-01`);
    expect(empty.json()).toMatchObject({ data: [], total: 0 });
    expect((await kit.as('admin', 'GET', `${listLotteryResults.path}?date=2001-02-30`)).statusCode).toBe(400);
  });
});

describe('external-request (the local provider)', () => {
  it('saves the closed, missing results once and skips the rest with the reason', async () => {
    const resulted = await kit.occurrence('Triple Zulia', '12:45');
    const closed = await kit.occurrence('Triple Zulia', '16:45');
    const open = await kit.occurrence('Triple Zulia', '19:05');
    await kit.setClosed(resulted);
    await save('admin', { occurrence_id: resulted, number: '555', sign: 5 });
    await kit.setClosed(closed);
    await kit.setClosed(open, false);
    const [lottery] = await kit.rows<{ id: number; date: string }>(
      sql`SELECT l.id, (now() AT TIME ZONE l.timezone)::date::text AS date FROM lotteries l WHERE l.name = 'Triple Zulia'`,
    );
    const body = { date: lottery!.date, lottery_id: lottery!.id };
    const first = await kit.as('supervisor', 'POST', requestExternalResults.path, body);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer.saved).toEqual([
      {
        occurrence_id: closed,
        draw_name: 'Triple Zulia 16:45',
        number: expect.stringMatching(/^\d{3}$/),
        sign: expect.any(Number),
      },
    ]);
    expect(answer.skipped).toEqual(
      expect.arrayContaining([
        { occurrence_id: resulted, draw_name: 'Triple Zulia 12:45', reason: 'Ya tiene resultado.' },
        { occurrence_id: open, draw_name: 'Triple Zulia 19:05', reason: 'Aún no ha cerrado sus ventas.' },
      ]),
    );
    expect(await occurrenceRow(closed)).toMatchObject({
      result_number: answer.saved[0].number,
      result_source: 'PROVEEDOR',
    });
    expect((await occurrenceRow(resulted)).result_number).toBe('555');

    const again = (await kit.as('admin', 'POST', requestExternalResults.path, body)).json();
    expect(again.saved).toEqual([]);
    expect(again.skipped.find((s: { occurrence_id: number }) => s.occurrence_id === closed).reason).toBe(
      'Ya tiene resultado.',
    );
  });

  it('validates its body', async () => {
    const answer = await kit.as('admin', 'POST', requestExternalResults.path, { date: 'hoy' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('date');
  });
});
