import { createHash } from 'node:crypto';
import type { SalePlayOutcome } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../lib/raw-query';

/** A claim still "in progress" after this long is taken as abandoned (its process died). */
const ABANDONED_AFTER_SECONDS = 120;

export type Claim = { kind: 'new' } | { kind: 'replay'; ticketId: number; outcomes: SalePlayOutcome[] };

/** A stable fingerprint of the validated request: the same key with another body is refused. */
export const requestHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims an Idempotency-Key for a user before selling: a new key is recorded "in progress";
 * a finished one answers its sale again; one still in progress is a 409; one used with a
 * different body is a 422.
 */
export async function claimSaleRequest(db: Db, userId: number, key: string, hash: string): Promise<Claim> {
  const [inserted] = await rowsOf<{ key: string }>(
    db,
    sql`INSERT INTO sale_requests (user_id, key, request_hash, state) VALUES (${userId}, ${key}, ${hash}, 'EN_CURSO')
        ON CONFLICT DO NOTHING RETURNING key`,
  );
  if (inserted) return { kind: 'new' };

  const [existing] = await rowsOf<{ request_hash: string; state: string; ticket_id: string | null; outcome: SalePlayOutcome[] | null; abandoned: boolean }>(
    db,
    sql`SELECT request_hash, state, ticket_id::text, outcome,
               created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}) AS abandoned
          FROM sale_requests WHERE user_id = ${userId} AND key = ${key}`,
  );
  if (!existing) return claimSaleRequest(db, userId, key, hash);
  if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.state === 'HECHA' && existing.ticket_id) {
    return { kind: 'replay', ticketId: Number(existing.ticket_id), outcomes: existing.outcome ?? [] };
  }
  if (existing.abandoned) {
    const [taken] = await rowsOf<{ key: string }>(
      db,
      sql`UPDATE sale_requests SET created_at = now()
           WHERE user_id = ${userId} AND key = ${key} AND state = 'EN_CURSO'
             AND created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})
       RETURNING key`,
    );
    if (taken) return { kind: 'new' };
  }
  throw new AppError('REQUEST_IN_PROGRESS');
}

/** A sale that failed leaves its key free, so the same request may be tried again. */
export async function releaseSaleRequest(db: Db, userId: number, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM sale_requests WHERE user_id = ${userId} AND key = ${key} AND state = 'EN_CURSO'`);
}
