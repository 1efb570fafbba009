import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Config } from '../../src/config';
import { build, type TestApp } from '../build';
import { bearer, signInAs } from '../session';
import { partners } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/raw-query';

/** A test app with every demo user signed in and the partners by code. */
export async function ledgerTestKit(overrides: Partial<Config> = {}) {
  const t: TestApp = await build(overrides);
  const db = t.database.db;
  const token: Record<string, string> = {};
  for (const name of ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'])
    token[name] = (await signInAs(t.app, name)).access_token;
  const p: Record<string, number> = {};
  for (const row of await db.select().from(partners)) p[row.code] = row.id;
  const systemAccount = async (code: string) =>
    (await rowsOf<{ id: number }>(db, sql`SELECT id FROM accounts WHERE partner_id IS NULL AND code = ${code}`))[0]!.id;
  return {
    t,
    db,
    p,
    token,
    systemAccount,
    call: (who: string, options: Omit<InjectOptions, 'headers'>) =>
      t.app.inject({ ...options, headers: bearer(token[who]!) } as InjectOptions),
    /** Sum of every leg per currency: zero whatever happened. */
    legSums: () =>
      rowsOf<{ currency: string; total: string }>(
        db,
        sql`SELECT currency, sum(amount)::text AS total FROM ledger_legs GROUP BY currency ORDER BY currency`,
      ),
    /** Day sums that differ from their legs: none, whatever happened. */
    daySumDrift: () =>
      rowsOf(
        db,
        sql`SELECT coalesce(d.partner_id, l.partner_id) AS partner_id FROM ledger_day_sums d
             FULL JOIN (SELECT partner_id, currency, business_date, sum(amount) AS amount FROM ledger_legs GROUP BY 1, 2, 3) l
               USING (partner_id, currency, business_date)
            WHERE d.amount IS DISTINCT FROM l.amount AND coalesce(d.amount, 0) <> coalesce(l.amount, 0)`,
      ),
    entryCount: async () => (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]!.n,
    /** A partner's balance per currency, straight from its legs. */
    balanceOf: async (partnerId: number) =>
      Object.fromEntries(
        (
          await rowsOf<{ currency: string; total: string }>(
            db,
            sql`SELECT currency, sum(amount)::text AS total FROM ledger_legs WHERE partner_id = ${partnerId} GROUP BY currency`,
          )
        ).map((row) => [row.currency, BigInt(row.total)]),
      ) as Record<string, bigint>,
  };
}
export type LedgerTestKit = Awaited<ReturnType<typeof ledgerTestKit>>;
