import {
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiSummary,
  kpiTicketsByDay,
  listDailySalesPartners,
  listGeneralReport,
  listGrossSales,
  listOnlineSalesDetail,
  listOnlineSalesSummary,
  settleDay,
  type SettleDayResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generalReportKit, type KitTicket } from '../../../test/kits/general-report-test-kit';
import {
  expectedParts,
  figuresOf,
  pick,
  sumOf,
  type FiveFigures,
  type PathPart,
} from '../../../test/kits/figures-agree-test-kit';
import { halfUp } from '../../../test/kits/pricing-test-kit';

/*
 * One truth for every figure (ADR 051): over several days whose sales round differently per day
 * than over the range, at 7,33 % with odd céntimos, the general report, every KPI that shows money,
 * every sales report with its totals, and the daily settlement give the same sales, prizes,
 * commission, participation and net for the same period and scope, as the admin, a distributor
 * and an agency; and they are the sum of the cells priced straight from the plays.
 */

const kit = generalReportKit();
const DAYS = ['2025-06-02', '2025-06-03', '2025-06-04'] as const;
const FROM = DAYS[0];
const TO = DAYS[2];
const FIVE = ['sales', 'prizes', 'commission', 'participation', 'net'] as const;
const FOUR = ['sales', 'prizes', 'commission', 'net'] as const;

const TAQUILLAS = ['ACE1-T1', 'ACE1-T2', 'ACE1-T3', 'ACE2-T1', 'ACE3-T1', 'AOR1-T1', 'AOR1-T2'] as const;
const SCOPES = [
  { user: 'admin', code: 'BVE' },
  { user: 'distribuidor', code: 'DCE' },
  { user: 'agencia', code: 'ACE1' },
] as const;

/** Sets a partner's commission on a product (every bet type). */
async function commission(
  code: string,
  product: string,
  values: { pct: string; participation?: string; extra?: string; max?: string | null },
) {
  await kit.db.execute(sql`
    INSERT INTO commissions (partner_id, product_id, commission_pct, participation_type, participation_pct, extra_pct,
                             max_amount)
    SELECT p.id, pr.id, ${values.pct}::numeric, ${values.participation ? 'UTILIDAD' : 'NINGUNA'},
           ${values.participation ?? '0'}::numeric, ${values.extra ?? '0'}::numeric, ${values.max ?? null}::bigint
      FROM partners p, products pr WHERE p.code = ${code} AND pr.name = ${product}
    ON CONFLICT (partner_id, product_id, coalesce(bet_type_id, 0)) DO UPDATE
      SET commission_pct = EXCLUDED.commission_pct, participation_type = EXCLUDED.participation_type,
          participation_pct = EXCLUDED.participation_pct, extra_pct = EXCLUDED.extra_pct,
          max_amount = EXCLUDED.max_amount`);
}

async function get<T>(user: string, path: string, query: Record<string, string | number>) {
  const url = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
  const res = await kit.call(user, { method: 'GET', url });
  expect(res.statusCode, `${user} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

type Row = Record<string, unknown> & { currency: string };
interface Page {
  data: Row[];
  totals: Row[];
}

/** The BS rows of a page, and its BS totals entry, which must be the sum of its rows. */
function bsOf(page: Page, fields: readonly string[]) {
  const rows = page.data.filter((row) => row.currency === 'BS');
  const totals = page.totals.find((t) => t.currency === 'BS')!;
  expect(pick(totals, fields)).toEqual(sumOf(rows, fields));
  return pick(totals, fields);
}

async function settle(day: string) {
  const res = await kit.call('admin', { method: 'POST', url: settleDay.path, payload: { date: day } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SettleDayResponse>().lines;
}

/** What every report must say for a scope: the sum of the priced parts of its taquillas. */
const expectedFor = (parts: readonly PathPart[], path: string, filter: (p: PathPart) => boolean = () => true) =>
  figuresOf(parts.filter((p) => p.currency === 'BS' && p.path.startsWith(path) && filter(p)));

/** Five figures of a report's BS answer, net as reports show it (sales − prizes − commission). */
function fiveOf(row: Record<string, unknown>): FiveFigures {
  return pick(row, FIVE) as unknown as FiveFigures;
}

/** Writes the period's tickets: odd céntimos on every day, taquilla, channel and product; some prizes, an annulment. */
async function writeSales() {
  let n = 0;
  for (const [d, day] of DAYS.entries()) {
    for (const [i, taquilla] of TAQUILLAS.entries()) {
      for (const channel of ['WEB', 'TERMINAL'] as const) {
        n += 1;
        const amount = (k: number) => 1001 + ((d * 7919 + i * 104_729 + n * 31 + k * 613) % 8997);
        const ticket: KitTicket = {
          taquilla,
          day,
          channel,
          status: n % 4 === 0 ? 'PREMIADO' : n % 11 === 0 ? 'ANULADO' : 'ACTIVO',
          plays: [
            { product: 'Lotto Activo', amount: amount(1), prize: n % 4 === 0 ? amount(1) * (n % 8 === 0 ? 30 : 3) : 0 },
            { product: 'Lotto Activo', amount: amount(2) },
            { product: 'Triple Caracas', amount: amount(3) },
          ],
        };
        await kit.ticket(ticket);
      }
    }
  }
}

describe('one rounding rule for every figure (ADR 051)', () => {
  let parts: PathPart[];

  beforeAll(async () => {
    await kit.db.execute(sql`DELETE FROM commissions WHERE partner_id IN
      (SELECT id FROM partners WHERE kind IN ('AGENCIA', 'DISTRIBUIDOR'))`);
    await commission('ACE1', 'Lotto Activo', { pct: '7.33', participation: '10' });
    await commission('ACE1', 'Triple Caracas', { pct: '7.33' });
    await commission('ACE2', 'Lotto Activo', { pct: '7.33', participation: '12.5' });
    await commission('ACE3', 'Lotto Activo', { pct: '7.33' });
    await commission('ACE3', 'Triple Caracas', { pct: '8.17', participation: '5' });
    await commission('AOR1', 'Lotto Activo', { pct: '7.33', participation: '3.33' });
    await commission('DCE', 'Lotto Activo', { pct: '5.17' });
    await writeSales();
    await kit.fold();
    parts = await expectedParts(kit.db, FROM, TO);
  });

  it('prices per day what per period rounds otherwise: the scenario is not vacuous', () => {
    const ace1 = parts.filter((p) => p.agency_id === parts.find((x) => x.path.startsWith('/1/2/3/'))!.agency_id);
    const lotto = ace1.filter((p) => p.product_id === ace1[0]!.product_id && p.currency === 'BS');
    const perRange = halfUp(lotto.reduce((s, p) => s + p.sold - p.annulled, 0n) * 733n, 10_000n);
    const perDay = lotto.reduce((s, p) => s + p.commission, 0n);
    expect(perDay).not.toBe(perRange);
    expect(BigInt(expectedFor(parts, '/1/').participation)).toBeGreaterThan(0n);
  });

  for (const scope of SCOPES) {
    it(`gives ${scope.user} the same five figures in every report, KPI and the settlement`, async () => {
      const path = (await kit.rows<{ path: string }>(sql`SELECT path FROM partners WHERE code = ${scope.code}`))[0]!
        .path;
      const expected = expectedFor(parts, path);
      const period = { from_date: FROM, to_date: TO, currency: 'BS', per_page: 100 };

      // The general report: its totals, at the default level, by agency and by taquilla.
      for (const level of [undefined, 'AGENCIA', 'TAQUILLA'] as const) {
        const page = await get<Page>(scope.user, listGeneralReport.path, level ? { ...period, level } : period);
        expect(bsOf(page, FIVE), `general ${level ?? ''}`).toEqual(expected);
      }

      // The KPIs: the cards, days, loss and profit, by product, bet type and partner.
      const kpiQuery = { from_date: FROM, to_date: TO, currency: 'BS' };
      const summary = await get<{ data: { currency: string; current: Row }[] }>(scope.user, kpiSummary.path, kpiQuery);
      expect(fiveOf(summary.data.find((d) => d.currency === 'BS')!.current), 'summary').toEqual(expected);
      for (const endpoint of [kpiTicketsByDay, kpiLossProfit]) {
        const days = await get<{ data: Row[] }>(scope.user, endpoint.path, kpiQuery);
        expect(sumOf(days.data, FIVE), endpoint.path).toEqual(expected);
        for (const day of DAYS) {
          const row = days.data.find((r) => r.date === day)!;
          expect(fiveOf(row), `${endpoint.path} ${day}`).toEqual(expectedFor(parts, path, (p) => p.day === day));
        }
      }
      for (const endpoint of [kpiSalesByProduct, kpiSalesByBetTypes, kpiSalesByPartner]) {
        const rows = await get<{ data: Row[] }>(scope.user, endpoint.path, kpiQuery);
        expect(sumOf(rows.data, FIVE), endpoint.path).toEqual(expected);
      }

      // Every sales report: its totals are the sum of its rows, and the same figures.
      const four = pick(expected, FOUR);
      for (const endpoint of [listGrossSales, listDailySalesPartners, listOnlineSalesSummary, listOnlineSalesDetail]) {
        const page = await get<Page>(scope.user, endpoint.path, period);
        expect(bsOf(page, FOUR), endpoint.path).toEqual(four);
      }
      for (const level of ['AGENCIA', 'TAQUILLA'] as const) {
        const page = await get<Page>(scope.user, listDailySalesPartners.path, { ...period, level });
        expect(bsOf(page, FOUR), `daily-sales-partners ${level}`).toEqual(four);
      }
      // The channel cards add up to the table under them, and each channel to its parts.
      const channels = await get<Page>(scope.user, listOnlineSalesSummary.path, period);
      for (const channel of ['WEB', 'TERMINAL']) {
        const row = channels.data.find((r) => r.channel === channel && r.currency === 'BS')!;
        expect(pick(row, FOUR)).toEqual(
          pick(
            expectedFor(parts, path, (p) => p.channel === channel),
            FOUR,
          ),
        );
        const detail = await get<Page>(scope.user, listOnlineSalesDetail.path, { ...period, channel });
        expect(bsOf(detail, FOUR)).toEqual(pick(row, FOUR));
      }

      // The settlement: the agencies' lines of the scope, day by day, are the same cells.
      const settled: FiveFigures[] = [];
      for (const day of DAYS) {
        const lines = (await settle(day)).filter((l) => l.currency === 'BS');
        const agencies = await kit.rows<{ id: number }>(
          sql`SELECT id FROM partners WHERE kind = 'AGENCIA' AND path LIKE ${`${path}%`}`,
        );
        const ids = new Set(agencies.map((a) => a.id));
        const mine = lines.filter((l) => ids.has(l.partner_id));
        const day5 = {
          ...sumOf(mine, ['sales', 'prizes', 'commission', 'participation']),
          net: sumOf(
            mine.map((l) => ({ net: (BigInt(l.net) + BigInt(l.participation)).toString() })),
            ['net'],
          ).net!,
        } as FiveFigures;
        expect(day5, `settlement ${day}`).toEqual(expectedFor(parts, path, (p) => p.day === day));
        settled.push(day5);
      }
      expect(sumOf(settled as unknown as Row[], FIVE)).toEqual(expected);
    });
  }

  it('applies the extra percentage and the maximum alike in the settlement and the reports', async () => {
    const id = await kit.partnerId('ACE2');
    const before = (await settle(DAYS[1])).find((l) => l.partner_id === id && l.currency === 'BS')!;
    await commission('ACE2', 'Lotto Activo', { pct: '7.33', participation: '12.5', extra: '1.25', max: '700' });
    parts = await expectedParts(kit.db, FROM, TO);
    const ace2 = (await kit.rows<{ path: string }>(sql`SELECT path FROM partners WHERE code = 'ACE2'`))[0]!.path;
    const expected = expectedFor(parts, ace2, (p) => p.day === DAYS[1]);
    const after = (await settle(DAYS[1])).find((l) => l.partner_id === id && l.currency === 'BS')!;
    expect(after.commission).not.toBe(before.commission);
    expect(after.difference).not.toBe('0');
    expect(pick(after, ['sales', 'prizes', 'commission', 'participation'])).toEqual(
      pick(expected, ['sales', 'prizes', 'commission', 'participation']),
    );
    // The reports price the same cells: the maximum binds Lotto Activo's.
    const dayQuery = { from_date: DAYS[1], to_date: DAYS[1], currency: 'BS', level: 'AGENCIA', per_page: 100 };
    const general = await get<Page>('admin', listGeneralReport.path, dayQuery);
    const row = general.data.find((r) => r.partner_code === 'ACE2')!;
    expect(fiveOf(row)).toEqual(expected);
    const daily = await get<Page>('admin', listDailySalesPartners.path, dayQuery);
    expect(
      pick(
        daily.data.find((r) => r.partner_code === 'ACE2')!,
        FOUR,
      ),
    ).toEqual(pick(expected, FOUR));
    const lotto = parts.filter((p) => p.path.startsWith(ace2) && p.day === DAYS[1] && p.currency === 'BS');
    const cells = new Map<string, bigint>();
    for (const p of lotto)
      cells.set(
        `${p.product_id}/${p.bet_type_id}`,
        (cells.get(`${p.product_id}/${p.bet_type_id}`) ?? 0n) + p.commission,
      );
    expect([...cells.values()]).toContain(700n);
  });
});
