import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { halfUp, priceCell, pricedParts, sharesOf, type CellRates } from '../../../test/kits/pricing-test-kit';

/*
 * The pricing rule of ADR 051 as the database writes it (banca_price_cell, banca_share_of,
 * banca_sales_parts) against its second writing in TypeScript, on random cells and days: a cell's
 * commission is its rounded percentage plus extra, never above its maximum; its participation is
 * never of a loss; the parts of a cell add up to the cell exactly, so any sum of cells is theirs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);
const pct = fc.integer({ min: 0, max: 10_000 });
const text = (hundredths: number) => (hundredths / 100).toFixed(2);

describe('banca_price_cell', () => {
  it('prices a cell as the rule says: percentage plus extra, the maximum, participation never of a loss', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sales: fc.bigInt({ min: 0n, max: 10n ** 13n }),
          prizes: fc.bigInt({ min: 0n, max: 10n ** 13n }),
          commission: pct,
          extra: pct,
          participation: pct,
          max: fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n })),
          sameCurrency: fc.boolean(),
        }),
        async (c) => {
          const rates: CellRates = {
            commissionPct: BigInt(c.commission),
            extraPct: BigInt(c.extra),
            maxAmount: c.max,
            currency: c.sameCurrency ? 'BS' : 'USD',
            participationPct: BigInt(c.participation),
          };
          const [db] = await rows<{ commission: string; participation: string }>(
            sql`SELECT commission::text, participation::text
                  FROM banca_price_cell(${c.sales.toString()}::numeric, ${c.prizes.toString()}::numeric, 'BS',
                                        ${text(c.commission)}::numeric, ${text(c.extra)}::numeric,
                                        ${c.max?.toString() ?? null}::numeric, ${rates.currency},
                                        ${text(c.participation)}::numeric)`,
          );
          const expected = priceCell(c.sales, c.prizes, 'BS', rates);
          expect(db).toEqual({
            commission: expected.commission.toString(),
            participation: expected.participation.toString(),
          });
          const commission = BigInt(db!.commission);
          const full = halfUp(c.sales * BigInt(c.commission + c.extra), 10_000n);
          if (c.max !== null && c.sameCurrency) expect(commission).toBe(full < c.max ? full : c.max);
          else expect(commission).toBe(full);
          if (c.sales - c.prizes - commission <= 0n) expect(db!.participation).toBe('0');
          else expect(BigInt(db!.participation)).toBeLessThanOrEqual(c.sales - c.prizes - commission);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('banca_share_of', () => {
  it('shares a total among weights exactly, each within a minor unit of its proportion', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 6 }),
        async (total, weights) => {
          const whole = weights.reduce((s, w) => s + w, 0n);
          let upto = 0n;
          const args = weights.map((w) => {
            upto += w;
            return sql`banca_share_of(${total.toString()}::numeric, ${w.toString()}::numeric, ${upto.toString()}::numeric, ${whole.toString()}::numeric)::text`;
          });
          const [row] = await rows<{ shares: string[] }>(sql`SELECT ARRAY[${sql.join(args, sql`, `)}] AS shares`);
          const shares = row!.shares.map(BigInt);
          expect(shares).toEqual(sharesOf(total, weights));
          if (whole === 0n) return;
          expect(shares.reduce((s, x) => s + x, 0n)).toBe(total);
          shares.forEach((share, i) => {
            const exact = total * weights[i]!;
            expect(share * whole - exact <= whole && exact - share * whole <= whole).toBe(true);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('banca_sales_parts', () => {
  it('gives every taquilla its share of its agency’s cells, the cells add up to each day’s price, and read whole are the sum of their parts', async () => {
    const partners = await rows<{ id: number; parent_id: number; banca: number }>(
      sql`SELECT id, parent_id, split_part(path, '/', 2)::int AS banca FROM partners
           WHERE code IN ('ACE1-T1', 'ACE1-T2', 'ACE1-T3', 'ACE2-T1')`,
    );
    const [product] = await rows<{ product_id: number; bet_type_id: number }>(
      sql`SELECT pbt.product_id, pbt.bet_type_id FROM product_bet_types pbt JOIN products p ON p.id = pbt.product_id
           WHERE p.name = 'Lotto Activo' LIMIT 1`,
    );
    const days = ['2024-01-08', '2024-01-09', '2024-01-10'];
    const agencies = [...new Set(partners.map((p) => p.parent_id))];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            taquilla: fc.nat(partners.length - 1),
            day: fc.nat(days.length - 1),
            sold: fc.bigInt({ min: 0n, max: 10n ** 9n }),
            annulledPart: fc.nat(100),
            prize: fc.bigInt({ min: 0n, max: 10n ** 9n }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(
          fc.record({
            commission: pct,
            extra: pct,
            participation: pct,
            max: fc.option(fc.bigInt({ min: 0n, max: 10n ** 8n })),
          }),
          {
            minLength: agencies.length,
            maxLength: agencies.length,
          },
        ),
        async (cells, rates) => {
          await t.database.db.execute(
            sql`DELETE FROM daily_rollups WHERE business_date BETWEEN ${days[0]}::date AND ${days[2]}::date`,
          );
          const merged = new Map<
            string,
            { taquilla: number; day: number; sold: bigint; annulled: bigint; prize: bigint }
          >();
          for (const c of cells) {
            const key = `${c.taquilla}/${c.day}`;
            const annulled = (c.sold * BigInt(c.annulledPart)) / 100n;
            const row = merged.get(key) ?? { taquilla: c.taquilla, day: c.day, sold: 0n, annulled: 0n, prize: 0n };
            row.sold += c.sold;
            row.annulled += annulled;
            row.prize += c.prize;
            merged.set(key, row);
          }
          for (const m of merged.values()) {
            const p = partners[m.taquilla]!;
            await t.database.db.execute(sql`
              INSERT INTO daily_rollups (business_date, taquilla_id, agency_id, banca_id, currency, product_id, bet_type_id,
                                         sold_amount, sold_plays, annulled_amount, annulled_plays, prize_amount, prize_plays,
                                         paid_amount)
              VALUES (${days[m.day]}::date, ${p.id}, ${p.parent_id}, ${p.banca}, 'BS', ${product!.product_id},
                      ${product!.bet_type_id}, ${m.sold.toString()}::bigint, 1, ${m.annulled.toString()}::bigint, 0,
                      ${m.prize.toString()}::bigint, 0, 0)`);
          }
          for (const [i, agency] of agencies.entries()) {
            const r = rates[i]!;
            await t.database.db.execute(sql`
              INSERT INTO commissions (partner_id, product_id, commission_pct, participation_type, participation_pct,
                                       extra_pct, max_amount)
              VALUES (${agency}, ${product!.product_id}, ${text(r.commission)}::numeric, 'UTILIDAD',
                      ${text(r.participation)}::numeric, ${text(r.extra)}::numeric, ${r.max?.toString() ?? null}::bigint)
              ON CONFLICT (partner_id, product_id, coalesce(bet_type_id, 0)) DO UPDATE
                SET commission_pct = EXCLUDED.commission_pct, participation_type = 'UTILIDAD',
                    participation_pct = EXCLUDED.participation_pct, extra_pct = EXCLUDED.extra_pct,
                    max_amount = EXCLUDED.max_amount`);
          }
          const got = await rows<{ taquilla_id: number; day: string; commission: string; participation: string }>(
            sql`SELECT taquilla_id, business_date::text AS day, commission::text, participation::text
                  FROM banca_sales_parts(${partners[0]!.banca}::int, ${days[0]}::date, ${days[2]}::date)
                 WHERE product_id = ${product!.product_id} ORDER BY 1, 2`,
          );
          const expected = pricedParts(
            [...merged.values()].map((m) => ({
              day: days[m.day]!,
              taquilla_id: partners[m.taquilla]!.id,
              agency_id: partners[m.taquilla]!.parent_id,
              product_id: product!.product_id,
              bet_type_id: product!.bet_type_id,
              currency: 'BS',
              channel: 'WEB',
              amount: m.sold - m.annulled,
              prize: m.prize,
              annulled: false,
            })),
            (agency) => {
              const r = rates[agencies.indexOf(agency)]!;
              return {
                commissionPct: BigInt(r.commission),
                extraPct: BigInt(r.extra),
                maxAmount: r.max,
                currency: 'BS',
                participationPct: BigInt(r.participation),
              };
            },
          );
          const byKey = (x: { taquilla_id: number; day: string }) => `${x.taquilla_id}/${x.day}`;
          expect(Object.fromEntries(got.map((g) => [byKey(g), [g.commission, g.participation]]))).toEqual(
            Object.fromEntries(expected.map((e) => [byKey(e), [e.commission.toString(), e.participation.toString()]])),
          );
          // Read whole (banca_priced_sales at the cell's grain), each cell is the sum of its parts.
          const whole = await rows<{ key: string; figures: string }>(
            sql`SELECT taquilla_id || '/' || business_date AS key,
                       concat_ws(' ', sold, annulled, prizes, plays, commission, participation) AS figures
                  FROM banca_priced_sales(${partners[0]!.banca}::int, ${days[0]}::date, ${days[2]}::date, 'CELL')
                 WHERE product_id = ${product!.product_id} ORDER BY 1`,
          );
          const summed = await rows<{ key: string; figures: string }>(
            sql`SELECT agency_id || '/' || business_date AS key,
                       concat_ws(' ', sum(sold), sum(annulled), sum(prizes), sum(plays), sum(commission),
                                 sum(participation)) AS figures
                  FROM banca_sales_parts(${partners[0]!.banca}::int, ${days[0]}::date, ${days[2]}::date)
                 WHERE product_id = ${product!.product_id} GROUP BY agency_id, business_date ORDER BY 1`,
          );
          expect(whole).toEqual(summed);
          // Each agency's day is one cell: its parts add up to the cell's own price.
          for (const [i, agency] of agencies.entries()) {
            for (const day of days) {
              const mine = expected.filter((e) => e.agency_id === agency && e.day === day);
              if (mine.length === 0) continue;
              const sales = mine.reduce((s, e) => s + e.sold - e.annulled, 0n);
              const prizes = mine.reduce((s, e) => s + e.prizes, 0n);
              const r = rates[i]!;
              const cell = priceCell(sales, prizes, 'BS', {
                commissionPct: BigInt(r.commission),
                extraPct: BigInt(r.extra),
                maxAmount: r.max,
                currency: 'BS',
                participationPct: BigInt(r.participation),
              });
              const dbDay = got.filter((g) => g.day === day && mine.some((e) => e.taquilla_id === g.taquilla_id));
              expect(dbDay.reduce((s, g) => s + BigInt(g.commission), 0n)).toBe(cell.commission);
              expect(dbDay.reduce((s, g) => s + BigInt(g.participation), 0n)).toBe(cell.participation);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
