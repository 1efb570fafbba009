import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { HEADERS, type SalePlayOutcome } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { findSaleRequest } from './repository';

/** A sale recorded under an Idempotency-Key: its ticket and its per-play outcomes. */
export interface PriorSale {
  ticketId: number;
  outcomes: SalePlayOutcome[];
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** The sale's Idempotency-Key header: required, 8 to 100 letters, digits or `. _ : -`. */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string {
  const key = headers[HEADERS.idempotencyKey];
  if (typeof key !== 'string' || !key) {
    throw invalidField('Idempotency-Key', 'La cabecera Idempotency-Key es obligatoria para vender.');
  }
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw invalidField(
      'Idempotency-Key',
      'La cabecera Idempotency-Key debe tener de 8 a 100 letras, números o . _ : -',
    );
  }
  return key;
}

/** A stable fingerprint of the validated request: the same key with another body is refused. */
export const requestHashOf = (body: unknown) => hash('sha256', JSON.stringify(body));

/**
 * The sale already made with this key, if any (the sale function records it in the sale's own
 * transaction); the key used with another request is a 422. For the paths that end before the
 * sale function is reached, e.g. a replay whose draw is no longer on sale.
 */
export async function priorSale(db: Db, userId: number, key: string, hash: string): Promise<PriorSale | null> {
  const row = await findSaleRequest(db, userId, key);
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { ticketId: Number(row.ticket_id), outcomes: row.outcome };
}
