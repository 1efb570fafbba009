import { randomInt } from 'node:crypto';
import type { SalePlayOutcome, SaleResponse, ZSaleRequest } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { rowsOf } from '../../lib/raw-query';
import { loadTicket } from '../tickets/ticket-view';
import { planSale, type PlannedPlay } from './plan-sale';
import type { SaleCatalogue } from './sale-catalogue';
import type { SaleConfigCache } from './sale-config-cache';
import { priorSale, requestHashOf } from './sale-requests';
import { sellingTaquillaOf, type SellingTaquilla } from './seller';
import { soldTicket, type SoldTicket } from './sold-ticket';

type SaleBody = z.output<typeof ZSaleRequest>;

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** A deadlock is never expected (locks are taken in one order); if PostgreSQL still reports one, retry. */
const DEADLOCK_RETRIES = 3;
/** Configuration changed while selling: reload it and try again, a few times at most. */
const STALE_CONFIG_RETRIES = 3;

export const newSecurityCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Sells a ticket (DOMAIN §3–§4): claims the Idempotency-Key, checks every play, then runs the
 * sale function, which counts and writes in one transaction. A retry with the same key gets
 * the same answer, marked `replayed`.
 */
export async function sell(db: Db, cache: SaleConfigCache, principal: Principal, body: SaleBody, key: string): Promise<SaleResponse> {
  const request: SaleCall = { principal, body, key, hash: requestHashOf(body) };
  for (let attempt = 1; ; attempt++) {
    try {
      return await sellOnce(db, cache, request);
    } catch (error) {
      if (!(error instanceof StaleConfig)) throw error;
      if (attempt >= STALE_CONFIG_RETRIES) throw new AppError('SERVICE_UNAVAILABLE');
      cache.clear();
    }
  }
}

async function sellOnce(db: Db, cache: SaleConfigCache, request: SaleCall): Promise<SaleResponse> {
  const { principal, body } = request;
  const version = await cache.currentVersion();
  const taquilla = await sellingTaquillaOf(principal, body.taquilla_id, cache.taquilla);
  const catalogue = await cache.catalogue([...new Set(body.plays.map((play) => play.occurrence_id))], taquilla);
  const plan = planSale(body.plays, catalogue, taquilla.bets, taquilla.chain, taquilla.currency);
  if (!plan.ok) {
    const prior = await priorSale(db, principal.id, request.key, request.hash);
    if (prior) return replay(db, prior.ticketId, prior.outcomes);
    throw new AppError('VALIDATION_ERROR', undefined, plan.fields);
  }
  const securityCode = newSecurityCode();
  const sold = await runSaleFunction(db, { ...request, taquilla, version, securityCode }, plan.plays, catalogue);
  if (sold.replay) return replay(db, sold.ticket_id, sold.outcomes);
  return {
    server_time: new Date().toISOString(),
    replayed: false,
    ticket: soldTicket({ sold, plays: plan.plays, catalogue, taquilla, principal, channel: body.channel, securityCode }),
    plays: sold.outcomes,
  };
}

async function replay(db: Db, ticketId: number, outcomes: SalePlayOutcome[]): Promise<SaleResponse> {
  const ticket = await loadTicket(db, { id: ticketId }, null);
  if (!ticket) throw new AppError('INTERNAL_ERROR');
  return { server_time: new Date().toISOString(), replayed: true, ticket, plays: outcomes };
}

/** The sale function refused the cached configuration it was given. */
class StaleConfig extends Error {}

interface SaleCall {
  principal: Principal;
  body: SaleBody;
  key: string;
  hash: string;
}

interface SaleFunctionCall extends SaleCall {
  taquilla: SellingTaquilla;
  version: string;
  securityCode: string;
}

async function runSaleFunction(db: Db, call: SaleFunctionCall, plays: PlannedPlay[], catalogue: SaleCatalogue): Promise<SoldTicket> {
  const { principal, taquilla } = call;
  const payload = JSON.stringify({
    user_id: principal.id,
    key: call.key,
    request_hash: call.hash,
    config_version: call.version,
    taquilla_id: taquilla.id,
    agency_id: taquilla.agency.id,
    banca_id: taquilla.bancaId,
    partner_path: taquilla.path,
    chain: taquilla.chain,
    currency: taquilla.currency,
    channel: call.body.channel,
    security_code: call.securityCode,
    timezone: taquilla.timezone,
    extra_close_minutes: taquilla.bets.minutesBeforeClose,
    plays,
  });
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await rowsOf<{ sold: SoldTicket }>(db, sql`SELECT banca_sell_ticket(${payload}::jsonb) AS sold`);
      return row!.sold;
    } catch (error) {
      const cause = pgErrorOf(error);
      if (cause?.code === '40P01' && attempt < DEADLOCK_RETRIES) continue;
      if (cause?.code === 'BN009') throw new StaleConfig();
      if (cause?.code === 'BN004') throw new AppError('REQUEST_IN_PROGRESS');
      if (cause?.code === 'BN005') throw new AppError('IDEMPOTENCY_KEY_REUSED');
      throw cause ? saleErrorOf(cause, plays, catalogue) ?? error : error;
    }
  }
}

interface PgError {
  code: string;
  detail?: string;
}

function pgErrorOf(error: unknown): PgError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}

/** The sale function's refusals, told in Spanish against the plays they concern. */
function saleErrorOf(error: PgError, plays: PlannedPlay[], catalogue: SaleCatalogue): AppError | null {
  if (error.code === 'BN001' || error.code === 'BN002') {
    const occurrenceId = Number(error.detail);
    const drawName = catalogue.occurrences.get(occurrenceId)?.drawName ?? '';
    const closed = error.code === 'BN001';
    const message = closed ? `El sorteo ${drawName} ya cerró sus ventas.` : `El sorteo ${drawName} está suspendido.`;
    const fields: FieldError[] = plays
      .filter((play) => play.occurrence_id === occurrenceId)
      .map((play) => ({ field: `plays.${play.index}.occurrence_id`, message }));
    return new AppError(closed ? 'DRAW_CLOSED' : 'DRAW_SUSPENDED', message, fields);
  }
  if (error.code === 'BN003') {
    const outcomes = JSON.parse(error.detail ?? '[]') as SalePlayOutcome[];
    const fields = outcomes.map((outcome) => ({
      field: `plays.${outcome.index}.number`,
      message: outcome.outcome === 'bloqueada' ? 'Número bloqueado.' : 'Número agotado.',
    }));
    return new AppError('SOLD_OUT', undefined, fields);
  }
  return null;
}
