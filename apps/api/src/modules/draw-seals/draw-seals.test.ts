import {
  annulTicket,
  awardRaffle,
  exportDrawSeal,
  exportDrawSeals,
  getDrawSeal,
  listDrawSeals,
  pathOf,
  saveResult,
  type DrawSeal,
  type ListDrawSealsResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit, type TestPlay } from '../../../test/kits/results-test-kit';
import { sealClosedDraws } from './draw-sealer-job';

// No job runs by itself: the tests seal when they mean to.
const kit = resultsTestKit({ jobsPollMs: 0 });
const save = (who: string, body: unknown) => kit.as(who, 'POST', saveResult.path, body);
const acta = (who: string, occurrence: number) =>
  kit.as(who, 'GET', pathOf(getDrawSeal, { occurrence_id: occurrence }));

interface StoredSeal {
  id: string;
  banca: string;
  sealed_at: string;
  tickets: number;
  plays: number;
  annulled_tickets: number;
  annulled_plays: number;
  totals: { currency: string; amount: string; annulled_amount: string; tickets: string }[];
  by_number: { bet_type_id: string; number: string; plays: string; amount: string }[];
  by_agency: { agency_id: string; amount: string; annulled_amount: string; annulled_tickets: string }[];
  digest: string;
}

const sealsOf = (occurrence: number) =>
  kit.rows<StoredSeal>(
    sql`SELECT s.id::text AS id, b.code AS banca, s.sealed_at::text AS sealed_at, s.tickets, s.plays, s.annulled_tickets,
               s.annulled_plays, s.totals, s.by_number, s.by_agency, s.digest
          FROM draw_seals s JOIN partners b ON b.id = s.banca_id
         WHERE s.occurrence_id = ${occurrence} ORDER BY b.code`,
  );
const sealOf = async (occurrence: number, banca: string) => (await sealsOf(occurrence)).find((s) => s.banca === banca)!;
const count = async (query: ReturnType<typeof sql>) => (await kit.rows<{ n: number }>(query))[0]!.n;

const T = (occurrence: number, betType: 'TRIPLE' | 'TERMINAL', number: string, amount: string): TestPlay => ({
  occurrence,
  betType,
  number,
  amount,
  multiplier: betType === 'TRIPLE' ? '600' : '60',
});

let drawn: number;
let open: number;
let late: number;
let agencyIds: Record<string, string>;
let tripleType: string;

beforeAll(async () => {
  drawn = await kit.occurrence('Triple Caracas', '16:30');
  open = await kit.occurrence('Lotto Activo', '14:00');
  late = await kit.occurrence('Triple Caracas', '19:00');
  await kit.setClosed(drawn);
  await kit.setClosed(open, false);
  await kit.setClosed(late);
  await kit.ticket('ACE1-T1', [T(drawn, 'TRIPLE', '123', '1000'), T(drawn, 'TERMINAL', '23', '500')]);
  await kit.ticket('ACE1-T2', [T(drawn, 'TRIPLE', '123', '300'), { ...T(open, 'TRIPLE', '555', '50') }]);
  const annulled = await kit.ticket('ACE2-T1', [T(drawn, 'TRIPLE', '321', '100')]);
  await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${annulled.id}`);
  await kit.ticket('APA1-T1', [T(drawn, 'TRIPLE', '123', '100')]);
  const agencies = await kit.rows<{ code: string; id: string }>(
    sql`SELECT code, id::text AS id FROM partners WHERE code IN ('ACE1', 'ACE2', 'APA1')`,
  );
  agencyIds = Object.fromEntries(agencies.map((a) => [a.code, a.id]));
  tripleType = (await kit.rows<{ id: string }>(sql`SELECT id::text AS id FROM bet_types WHERE code = 'TRIPLE'`))[0]!.id;
});

describe('sealing a draw', () => {
  it('refuses a result for a draw still open, and seals nothing', async () => {
    const refused = await save('admin', { occurrence_id: open, number: '12' });
    expect(refused.statusCode).toBe(422);
    expect(await sealsOf(open)).toEqual([]);
  });

  it('seals a closed draw in the result’s own transaction, one seal per banca with its own figures', async () => {
    expect(await sealsOf(drawn)).toEqual([]);
    const saved = await save('admin', { occurrence_id: drawn, number: '123', sign: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    const centro = await sealOf(drawn, 'BVE');
    expect(centro).toMatchObject({ tickets: 3, plays: 4, annulled_tickets: 1, annulled_plays: 1 });
    expect(centro.totals).toEqual([
      {
        currency: 'BS',
        tickets: '2',
        plays: '3',
        amount: '1800',
        annulled_tickets: '1',
        annulled_plays: '1',
        annulled_amount: '100',
      },
    ]);
    // The annulled 321 is not a number that stands; 123 adds both tickets' plays.
    const numbers = centro.by_number.map((n) => [
      n.bet_type_id === tripleType ? 'TRIPLE' : 'TERMINAL',
      n.number,
      n.plays,
      n.amount,
    ]);
    expect(numbers.sort()).toEqual([
      ['TERMINAL', '23', '1', '500'],
      ['TRIPLE', '123', '2', '1300'],
    ]);
    const byAgency = Object.fromEntries(
      centro.by_agency.map((a) => [a.agency_id, [a.amount, a.annulled_tickets, a.annulled_amount]]),
    );
    expect(byAgency).toEqual({ [agencyIds.ACE1!]: ['1800', '0', '0'], [agencyIds.ACE2!]: ['0', '1', '100'] });
    expect(centro.digest).toMatch(/^[0-9a-f]{64}$/);
    const panama = await sealOf(drawn, 'BPA');
    expect(panama).toMatchObject({ tickets: 1, plays: 1, annulled_tickets: 0 });
    expect(panama.totals.map((t) => [t.currency, t.amount])).toEqual([['USD', '100']]);
    // A banca that sold nothing on the draw is sealed too, empty.
    expect(await sealOf(drawn, 'BCO')).toMatchObject({ tickets: 0, plays: 0, totals: [], by_number: [] });
    const [audit] = await kit.rows<{ after: { sealed_bancas: number } }>(
      sql`SELECT after FROM audit_log WHERE action = 'SAVE_RESULT' AND entity_id = ${String(drawn)}`,
    );
    expect(audit!.after.sealed_bancas).toBe((await sealsOf(drawn)).length);
  });

  it('reconciles the award’s totals with each banca’s seal', async () => {
    for (const [who, banca] of [
      ['admin', 'BVE'],
      ['admin.pa', 'BPA'],
    ] as const) {
      const award = await kit.as(who, 'POST', awardRaffle.path, { occurrence_id: drawn });
      expect(award.statusCode).toBe(200);
      const seal = await sealOf(drawn, banca);
      const sold = award.json().occurrence.totals.map((t: { currency: string; sold: string }) => [t.currency, t.sold]);
      expect(sold).toEqual(seal.totals.map((t) => [t.currency, t.amount]));
      expect(award.json().occurrence.plays).toBe(seal.plays - seal.annulled_plays);
    }
  });

  it('keeps the seal when the result is corrected after the award, linking an audited correction to it', async () => {
    const before = await sealsOf(drawn);
    const corrected = await save('admin', { occurrence_id: drawn, number: '321', sign: 4 });
    expect(corrected.statusCode).toBe(200);
    expect(await sealsOf(drawn)).toEqual(before);
    const corrections = await kit.rows<{
      kind: string;
      before: { result_number: string };
      after: { result_number: string };
    }>(
      sql`SELECT c.kind, c.before, c.after FROM draw_seal_corrections c JOIN draw_seals s ON s.id = c.seal_id
           WHERE s.occurrence_id = ${drawn}`,
    );
    expect(corrections).toHaveLength(before.length);
    expect(corrections[0]).toMatchObject({
      kind: 'RESULT',
      before: { result_number: '123' },
      after: { result_number: '321' },
    });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'CORRECT_SEAL' AND username = 'admin'`),
    ).toBe(before.length);
  });
});

describe('the draw sealer job and late annulments', () => {
  let ticket: { id: number };

  beforeAll(async () => {
    ticket = await kit.ticket('ACE1-T1', [T(late, 'TRIPLE', '777', '400'), T(late, 'TERMINAL', '77', '200')]);
  });

  it('seals every closed draw without a seal, once, and leaves the open ones', async () => {
    const first = await sealClosedDraws(kit.db, 'America/Caracas');
    expect(first.draws).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM draw_occurrences o
                       WHERE o.close_at <= now() AND NOT EXISTS (SELECT 1 FROM draw_seals s WHERE s.occurrence_id = o.id)`),
    ).toBe(0);
    expect(await sealsOf(open)).toEqual([]);
    expect((await sealOf(late, 'BVE')).totals.map((t) => t.amount)).toEqual(['600']);
    expect(await sealClosedDraws(kit.db, 'America/Caracas')).toEqual({ draws: 0, tickets: 0 });
  });

  it('refuses a seller’s annulment after the close and audits who asked, when and why', async () => {
    const refused = await kit.as('agencia', 'PATCH', pathOf(annulTicket, { id: ticket.id }), { reason: 'Tarde' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El ticket no se puede anular: uno de sus sorteos ya cerró.');
    const [audit] = await kit.rows<{ username: string; recent: boolean; after: { reason: string; refused: string } }>(
      sql`SELECT username, at > now() - interval '1 minute' AS recent, after
            FROM audit_log WHERE action = 'ANNUL_REFUSED' AND entity_id = ${String(ticket.id)}`,
    );
    expect(audit).toMatchObject({
      username: 'agencia',
      recent: true,
      after: { reason: 'Tarde', refused: 'El ticket no se puede anular: uno de sus sorteos ya cerró.' },
    });
    expect((await kit.ticketRow(ticket.id)).status).toBe('ACTIVO');
  });

  it('lets an administrator annul before the result, keeping the seal and linking the annulment to it', async () => {
    const before = await sealOf(late, 'BVE');
    const annul = await kit.as('admin', 'PATCH', pathOf(annulTicket, { id: ticket.id }), { reason: 'Reclamo' });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(await sealOf(late, 'BVE')).toEqual(before);
    const [correction] = await kit.rows<{
      kind: string;
      ticket_id: string;
      plays: number;
      amount: string;
      reason: string;
    }>(
      sql`SELECT c.kind, c.ticket_id::text AS ticket_id, c.plays, c.amount::text AS amount, c.reason
            FROM draw_seal_corrections c WHERE c.seal_id = ${before.id}`,
    );
    expect(correction).toEqual({
      kind: 'ANNULMENT',
      ticket_id: String(ticket.id),
      plays: 2,
      amount: '600',
      reason: 'Reclamo',
    });
    const [audit] = await kit.rows<{ after: { sealed_draws: number[] } }>(
      sql`SELECT after FROM audit_log WHERE action = 'ANNUL' AND entity_id = ${String(ticket.id)}`,
    );
    expect(audit!.after.sealed_draws).toEqual([late]);
  });
});

describe('the actas on the API', () => {
  it('lists the caller’s banca’s seals with their totals, filtered by date', async () => {
    const [{ date }] = (await kit.rows<{ date: string }>(
      sql`SELECT draw_date::text AS date FROM draw_occurrences WHERE id = ${drawn}`,
    )) as [{ date: string }];
    const answer = await kit.as('admin', 'GET', `${listDrawSeals.path}?from_date=${date}&to_date=${date}&per_page=200`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json<ListDrawSealsResponse>();
    const row = page.data.find((r) => r.occurrence_id === drawn)!;
    expect(row).toMatchObject({ tickets: 3, annulled_tickets: 1, corrections: 1 });
    expect(row.totals[0]).toMatchObject({ currency: 'BS', amount: '1800', annulled_amount: '100' });
    expect(page.data.every((r) => r.draw_date === date)).toBe(true);
    const bs = page.totals.find((t) => t.currency === 'BS')!;
    expect(bs.amount).toBe(String(1800 + 600));
    expect(page.totals.some((t) => t.currency === 'USD')).toBe(false);
    const supervisor = await kit.as('supervisor', 'GET', `${listDrawSeals.path}?from_date=${date}&to_date=${date}`);
    expect(supervisor.json<ListDrawSealsResponse>().total).toBe(page.total);
    const other = await kit.as('admin', 'GET', `${listDrawSeals.path}?from_date=2001-01-01&to_date=2001-01-02`);
    expect(other.json<ListDrawSealsResponse>()).toMatchObject({ total: 0, data: [], totals: [] });
  });

  it('shows the acta with its breakdowns and digest, to each banca its own', async () => {
    const answer = await acta('admin', drawn);
    expect(answer.statusCode, answer.body).toBe(200);
    const seal = answer.json<DrawSeal>();
    const stored = await sealOf(drawn, 'BVE');
    expect(seal).toMatchObject({ digest: stored.digest, tickets: 3, annulled_plays: 1, result_number: '321' });
    expect(seal.by_number.map((n) => [n.bet_type.name, n.number, n.amount]).sort()).toEqual(
      expect.arrayContaining([expect.arrayContaining(['123', '1300'])]),
    );
    expect(seal.by_agency.map((a) => a.agency.code).sort()).toEqual(['ACE1', 'ACE2']);
    expect(seal.correction_list.map((c) => c.kind)).toEqual(['RESULT']);
    const panama = (await acta('admin.pa', drawn)).json<DrawSeal>();
    expect(panama.digest).toBe((await sealOf(drawn, 'BPA')).digest);
    expect(panama.totals.map((t) => [t.currency, t.amount])).toEqual([['USD', '100']]);
    expect(panama.by_agency.map((a) => a.agency.code)).toEqual(['APA1']);
  });

  it('writes the acta’s file with its digest in the heading and a line per total, number and agency', async () => {
    const file = await kit.as('admin', 'POST', pathOf(exportDrawSeal, { occurrence_id: drawn }), { format: 'csv' });
    expect(file.statusCode).toBe(200);
    const text = file.body;
    expect(text).toContain((await sealOf(drawn, 'BVE')).digest);
    const lines = text.split('\r\n').map((line) => line.split(';'));
    const sections = lines.map((line) => line[0]);
    expect(sections.filter((s) => s === 'Totales')).toHaveLength(1);
    expect(sections.filter((s) => s === 'Por número')).toHaveLength(2);
    expect(sections.filter((s) => s === 'Por agencia')).toHaveLength(2);
    expect(text).not.toContain('APA1');
  });

  it('exports the acta and the list as XLSX and PDF', async () => {
    for (const format of ['xlsx', 'pdf'] as const) {
      const file = await kit.as('admin', 'POST', pathOf(exportDrawSeal, { occurrence_id: drawn }), { format });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.headers['content-disposition']).toContain(`acta-de-cierre-${drawn}`);
      expect(file.rawPayload.length).toBeGreaterThan(500);
      const list = await kit.as('supervisor', 'POST', exportDrawSeals.path, { format });
      expect(list.statusCode).toBe(200);
    }
  });

  it('answers 404 for a draw not sealed or unknown, 403 to other roles and 401 without a session', async () => {
    expect((await acta('admin', open)).statusCode).toBe(404);
    expect((await acta('admin', 999_999)).statusCode).toBe(404);
    for (const who of ['distribuidor', 'agencia', 'taquilla']) {
      expect((await acta(who, drawn)).statusCode, who).toBe(403);
      expect((await kit.as(who, 'GET', listDrawSeals.path)).statusCode, who).toBe(403);
      const file = await kit.as(who, 'POST', pathOf(exportDrawSeal, { occurrence_id: drawn }), { format: 'pdf' });
      expect(file.statusCode, who).toBe(403);
    }
    const anonymous = await kit.app.inject({ method: 'GET', url: pathOf(getDrawSeal, { occurrence_id: drawn }) });
    expect(anonymous.statusCode).toBe(401);
  });
});
