import {
  consultTickets,
  exportTicketConsult,
  shownDecimal,
  TICKET_STATUS_LABELS,
  type TicketSummary,
} from '@banca/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';
import { build, type TestApp } from '../../../test/build';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
const token: Record<string, string> = {};
let today = '';

/**
 * Tickets written straight into the table (the sale has its own tests): one per case, each
 * with a serial of its own. `daysAgo` moves the business date back from today (Caracas).
 */
async function insertTicket(
  taquillaCode: string,
  serial: string,
  options: { total?: string; status?: string; daysAgo?: number; expiredPrize?: boolean; plays?: number } = {},
) {
  const db = t.database.db;
  const [taquilla] = await db.select().from(partners).where(eq(partners.code, taquillaCode));
  const chain = taquilla!.path.split('/').filter(Boolean).map(Number);
  const agencyId = taquilla!.parentId!;
  const [seller] = await db.select().from(users).where(eq(users.username, 'taquilla'));
  const status = options.status ?? 'ACTIVO';
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                             currency, total, prize_total, channel, status, sold_at, business_date, prize_expires_at)
        VALUES (${serial}, 'ABCD1234', ${taquilla!.id}, ${agencyId}, ${chain[0]}, ${taquilla!.path},
                ${sql.raw(`ARRAY[${chain.join(',')}]::int[]`)}, ${seller!.id}, ${taquilla!.currency},
                ${options.total ?? '1000'}::bigint, ${status === 'PREMIADO' ? '30000' : '0'}::bigint, 'WEB', ${status},
                now() - make_interval(days => ${options.daysAgo ?? 0}),
                ${today}::date - ${options.daysAgo ?? 0}::int,
                ${options.expiredPrize ? sql`now() - interval '1 day'` : status === 'PREMIADO' ? sql`now() + interval '3 days'` : null})
        RETURNING id::text`,
  );
  for (let i = 0; i < (options.plays ?? 0); i++) {
    await db.execute(sql`INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, number_key, requested, amount, multiplier)
      SELECT ${Number(row!.id)}, o.id, bt.id, ${String(i)}, ${String(i)}, 500, 500, 30
        FROM draw_occurrences o, bet_types bt WHERE bt.code = 'ANIMALITO' ORDER BY o.id LIMIT 1`);
  }
  return Number(row!.id);
}

beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'])
    token[name] = (await signInAs(t.app, name)).access_token;
  const [row] = await rowsOf<{ d: string }>(
    t.database.db,
    sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS d`,
  );
  today = row!.d;
  // Tickets need an occurrence for their plays.
  await t.database.db
    .execute(sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
    SELECT d.id, d.product_id, DATE '2102-01-01', now(), now(), now() FROM draws d ORDER BY d.id LIMIT 1`);
  await insertTicket('ACE1-T1', '5000000001', { total: '3000', plays: 2 });
  await insertTicket('ACE1-T2', '5000000002', { total: '1000' });
  await insertTicket('ACE2-T1', '5000000003', { total: '2000', status: 'PREMIADO' });
  await insertTicket('ACE1-T1', '5000000004', { status: 'PREMIADO', expiredPrize: true });
  await insertTicket('ACE1-T1', '5000000015', { daysAgo: 3 });
  await insertTicket('AOR1-T1', '5000000016');
  await insertTicket('APA1-T1', '5000000017');
});
afterAll(() => t.close());

const consult = (who: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: consultTickets.path,
    query,
    headers: { ...bearer(token[who]!), 'x-timezone': 'America/Caracas', ...headers },
  });
const serials = async (who: string, query: Record<string, string> = {}) => {
  const answer = await consult(who, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.map((row: TicketSummary) => row.serial);
};

describe('GET /api/v2/admin/reports/ticket-consult', () => {
  it('shows today’s tickets of the subtree by default, newest first, with taquilla, seller and plays', async () => {
    const answer = await consult('admin');
    const body = answer.json();
    expect(body.total).toBe(5);
    expect(body.data.map((row: TicketSummary) => row.serial).sort()).toEqual([
      '5000000001',
      '5000000002',
      '5000000003',
      '5000000004',
      '5000000016',
    ]);
    expect(body.data.find((row: TicketSummary) => row.serial === '5000000001')).toMatchObject({
      status: 'ACTIVO',
      currency: 'BS',
      total: '3000',
      business_date: today,
      taquilla_name: 'Taquilla 1',
      seller_name: 'Tomás Taquillero',
      plays_count: 2,
    });
  });

  it('derives VENCIDO from an unpaid prize past its validity, and filters by it', async () => {
    expect(await serials('admin', { status: 'VENCIDO' })).toEqual(['5000000004']);
    expect(await serials('admin', { status: 'PREMIADO' })).toEqual(['5000000003']);
    const expired = (await consult('admin', { serial: '5000000004' })).json().data[0];
    expect(expired.status).toBe('VENCIDO');
  });

  it('searches a serial by its prefix over every date, and reads a date range', async () => {
    expect(await serials('admin', { serial: '500000001', sort: 'serial' })).toEqual(['5000000015', '5000000016']);
    const older = new Date(`${today}T12:00:00Z`);
    older.setUTCDate(older.getUTCDate() - 3);
    const day = older.toISOString().slice(0, 10);
    expect(await serials('admin', { date_from: day, date_to: day })).toEqual(['5000000015']);
    expect(await serials('admin', { date_from: day, date_to: today })).toHaveLength(6);
  });

  it('filters by taquilla and sorts by the asked column', async () => {
    const taquilla = (await consult('admin', { serial: '5000000001' })).json().data[0].taquilla_id;
    expect(await serials('admin', { taquilla_id: String(taquilla), sort: 'serial', order: 'asc' })).toEqual([
      '5000000001',
      '5000000004',
    ]);
    expect(await serials('admin', { sort: 'total', order: 'desc' })).toEqual([
      '5000000001',
      '5000000003',
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('shows each level only its own part of the network (counts included)', async () => {
    expect((await serials('distribuidor')).sort()).toEqual(['5000000001', '5000000002', '5000000003', '5000000004']);
    expect(await serials('distribuidor2')).toEqual(['5000000016']);
    expect((await serials('agencia')).sort()).toEqual(['5000000001', '5000000002', '5000000004']);
    expect((await serials('taquilla')).sort()).toEqual(['5000000001', '5000000004']);
    expect(await serials('admin.pa')).toEqual(['5000000017']);
    const outsider = (await consult('admin.pa', { serial: '5000000001' })).json();
    expect(outsider).toMatchObject({ total: 0, data: [] });
  });

  it('pages, and counts every ticket of the filters on every page (a cached count is not needed)', async () => {
    const first = (await consult('admin', { per_page: '2' }, { 'x-cached-count': '99' })).json();
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(first.data).toHaveLength(2);
    const third = (await consult('admin', { per_page: '2', page: '3' }, { 'x-cached-count': '99' })).json();
    expect(third.total).toBe(5);
    expect(third.data).toHaveLength(1);
    expect(third.totals).toEqual(first.totals);
  });

  it('rejects bad filters with Spanish messages on their fields', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ serial: '12ab' }, 'serial', 'El serial solo tiene dígitos.'],
      [
        { date_from: '2025-03-10', date_to: '2025-03-01' },
        'date_to',
        'La fecha final no puede ser anterior a la inicial.',
      ],
      [{ date_from: 'ayer' }, 'date_from', 'La fecha debe tener el formato AAAA-MM-DD.'],
      [{ status: 'GANADOR' }, 'status', 'Estado de ticket no válido.'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await consult('admin', query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
  });
});

describe('ticket-consult totals and export', () => {
  /** Per currency, straight from the tickets table: the tickets of a subtree sold today. */
  const expectedTotals = async (partnerCode: string) =>
    rowsOf<{ currency: string; tickets: number; total: string; prize_total: string }>(
      t.database.db,
      sql`SELECT t.currency, count(*)::int AS tickets, sum(t.total)::text AS total, sum(t.prize_total)::text AS prize_total
            FROM tickets t
           WHERE t.partner_path LIKE (SELECT path FROM partners WHERE code = ${partnerCode}) || '%'
             AND t.business_date = ${today}::date
           GROUP BY t.currency ORDER BY t.currency`,
    );

  beforeAll(async () => {
    // A taquilla of the banca working in dollars: the banca's totals have two currencies.
    await t.database.db.update(partners).set({ currency: 'USD' }).where(eq(partners.code, 'ACE2-T2'));
    await insertTicket('ACE2-T2', '5000000018', { total: '777', status: 'PREMIADO' });
  });

  it('sums every ticket of the filters per currency, never two currencies together, for each level', async () => {
    for (const [who, code] of [
      ['admin', 'BVE'],
      ['distribuidor', 'DCE'],
      ['distribuidor2', 'DOR'],
      ['agencia', 'ACE1'],
      ['admin.pa', 'BPA'],
    ] as const) {
      const body = (await consult(who, { per_page: '1' })).json();
      expect(body.totals, who).toEqual(await expectedTotals(code));
      expect(body.total, who).toBe(
        body.totals.reduce((sum: number, entry: { tickets: number }) => sum + entry.tickets, 0),
      );
    }
    const admin = (await consult('admin')).json();
    expect(admin.totals).toEqual([
      { currency: 'BS', tickets: 5, total: '8000', prize_total: '60000' },
      { currency: 'USD', tickets: 1, total: '777', prize_total: '30000' },
    ]);
    const expired = (await consult('admin', { status: 'VENCIDO' })).json();
    expect(expired.totals).toEqual([{ currency: 'BS', tickets: 1, total: '1000', prize_total: '30000' }]);
  });

  it('exports a CSV in the screen’s language: the caller’s local time, amounts in their currency, Spanish states', async () => {
    const json = (await consult('admin', { sort: 'serial' })).json();
    const answer = await t.app.inject({
      method: 'POST',
      url: exportTicketConsult.path,
      payload: { format: 'csv', sort: 'serial' },
      headers: { ...bearer(token.admin!), 'x-timezone': 'America/Caracas' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const lines = answer.body.split('\r\n');
    const first = lines.findIndex((line) => line.startsWith('Serial;')) + 1;
    const caracas = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Caracas',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const local = (iso: string) => caracas.format(new Date(iso)).replace(',', '');
    expect(lines.slice(first, first + json.data.length).map((line) => line.split(';'))).toEqual(
      json.data.map((row: TicketSummary) => [
        row.serial,
        local(row.sold_at),
        expect.any(String),
        expect.any(String),
        expect.any(String),
        TICKET_STATUS_LABELS[row.status],
        String(row.plays_count),
        row.currency,
        shownDecimal(BigInt(row.total), row.currency).replace('.', ','),
        shownDecimal(BigInt(row.prize_total), row.currency).replace('.', ','),
      ]),
    );
  });

  it('exports an XLSX whose rows and totals, read back, are the search’s', async () => {
    const json = (await consult('admin', { sort: 'serial' })).json();
    const answer = await t.app.inject({
      method: 'POST',
      url: exportTicketConsult.path,
      payload: { format: 'xlsx', sort: 'serial' },
      headers: { ...bearer(token.admin!), 'x-timezone': 'America/Caracas' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const header = lines.find((line) => line[0] === 'Serial') as string[];
    const at = (title: string) => header.indexOf(title);
    const first = lines.indexOf(header) + 1;
    const totalsAt = lines.findIndex((line) => String(line[0]).startsWith('Total'));
    expect(lines.slice(first, totalsAt).map((line) => [line[0], line[at('Estado')], line[at('Monto')]])).toEqual(
      json.data.map((row: TicketSummary) => [row.serial, TICKET_STATUS_LABELS[row.status], Number(row.total) / 100]),
    );
    expect(lines.slice(totalsAt).map((line) => [line[0], line[at('Monto')], line[at('Premio')]])).toEqual(
      json.totals.map((entry: { currency: string; total: string; prize_total: string }) => [
        `Total ${entry.currency}`,
        Number(entry.total) / 100,
        Number(entry.prize_total) / 100,
      ]),
    );
  });
});
