import { createAccountEntry } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { sealClosedDraws } from '../../src/modules/draw-seals';
import { ensureOccurrences } from '../../src/modules/draws';
import { sealIntegrity } from '../../src/modules/integrity';
import { rowsOf } from '../../src/lib/raw-query';
import { ledgerTestKit } from './ledger-test-kit';

/**
 * The ledger kit, plus the sealer, a connection of its own to tamper with, and the chains' rows.
 * No job runs by itself: the tests seal when they mean to.
 */
export async function integrityTestKit() {
  const k = await ledgerTestKit({ jobsPollMs: 0 });
  const account = await k.systemAccount('AJUSTES');
  const zone = k.t.config.defaultTimezone;
  // Today's and tomorrow's draws exist, and those closed before the kit was made are sealed, as
  // the server's start and the draw sealer job would have done: a test's own draw is then the
  // only one it seals, whatever the hour.
  await ensureOccurrences(k.db);
  while ((await sealClosedDraws(k.db, zone)).draws > 0);
  const client = new pg.Client({ connectionString: k.t.databaseUrl! });
  await client.connect();
  const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(k.db, query))[0]!.n;
  return {
    ...k,
    zone,
    client,
    /** A connection's query, as the verifier takes it. */
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    /** One run of the draw sealer (ADR 060). */
    sealDraws: () => sealClosedDraws(k.db, zone),
    /** One run of the sealer at an instant (the database's clock by default). */
    seal: async (now?: Date) => sealIntegrity(k.db, zone, now ?? new Date()),
    /** A manual entry through the API: one ledger entry and one audit row. */
    postEntry: async (amount = '1000') => {
      const answer = await k.call('distribuidor', {
        method: 'POST',
        url: createAccountEntry.path,
        payload: {
          account_id: account,
          contributor_id: k.p.DCE,
          beneficiary_id: k.p.ACE1,
          currency: 'BS',
          amount,
          observation: 'Préstamo de caja',
          business_date: '2026-11-20',
        },
      });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      return answer.json<{ id: number }>().id;
    },
    /** Records without a link, per chain. */
    unlinked: async () => ({
      audit: await count(sql`SELECT count(*)::int AS n FROM audit_log a
        WHERE NOT EXISTS (SELECT 1 FROM integrity_links l WHERE l.chain = 'audit' AND l.record_id = a.id)`),
      ledger: await count(sql`SELECT count(*)::int AS n FROM ledger_entries e
        WHERE NOT EXISTS (SELECT 1 FROM integrity_links l WHERE l.chain = 'ledger' AND l.record_id = e.id)`),
    }),
    /** Each chain's links: how many, and the greatest seq (equal when there is no gap). */
    linkShape: (chain: string) =>
      rowsOf<{ links: number; top: number; records: number }>(
        k.db,
        sql`SELECT count(*)::int AS links, coalesce(max(seq), 0)::int AS top, count(DISTINCT record_id)::int AS records
              FROM integrity_links WHERE chain = ${chain}`,
      ).then((rows) => rows[0]!),
    /** Changes rows as someone with the database's password would: no trigger stops it. */
    tamper: async (statements: string[]) => {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      for (const statement of statements) await client.query(statement);
    },
    rollback: () => client.query('ROLLBACK'),
    close: async () => {
      await client.end();
      await k.t.close();
    },
  };
}
export type IntegrityTestKit = Awaited<ReturnType<typeof integrityTestKit>>;
