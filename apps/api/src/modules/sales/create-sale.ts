import { randomInt } from 'node:crypto';
import type { SalePlayOutcome, SaleResponse, ZSaleRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import { isDeadlock } from '../../lib/pg-error';
import type { Principal } from '../../lib/principal';
import type { UseCase } from '../../lib/use-case';
import { loadTicket } from '../tickets';
import { planSale, type PlannedPlay } from './plan-sale';
import type { SaleBatcher, SaleOutcome, SaleRefusal } from './sale-batcher';
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
/** The cached seller or configuration was out of date: reload it and try again, a few times at most. */
const STALE_RETRIES = 3;

export const newSecurityCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** What a sale is given once, when the routes are built: the cached configuration and the writer. */
export interface SaleCollaborators {
  cache: SaleConfigCache;
  batcher: SaleBatcher<SoldTicket>;
}

/** One sale request: the validated body, its Idempotency-Key, and how to read the caller again. */
export interface SaleInput {
  body: SaleBody;
  key: string;
  /** Reads the caller again, when the sale function finds the cached one out of date. */
  refreshPrincipal: () => Promise<Principal>;
}

/**
 * Sells a ticket (DOMAIN §3–§4): checks every play against the cached configuration, then
 * hands the sale to the batcher, whose sale function claims the Idempotency-Key, counts and
 * writes in one transaction. A retry with the same key gets the same answer, marked `replayed`.
 * The caller may come from memory (ADR 029): on a stale seller or configuration it is read
 * again and the sale retried.
 */
export const makeCreateSale =
  (collaborators: SaleCollaborators): UseCase<SaleInput, SaleResponse> =>
  async (ctx, { body, key, refreshPrincipal }) => {
    const call: SaleCall = { principal: ctx.principal, body, key, hash: requestHashOf(body) };
    for (let attempt = 1; ; attempt++) {
      try {
        return await sellOnce(collaborators, ctx.db, call);
      } catch (error) {
        if (!(error instanceof StaleSeller || error instanceof StaleConfig)) throw error;
        if (attempt >= STALE_RETRIES) throw new AppError('SERVICE_UNAVAILABLE');
        if (error instanceof StaleConfig) collaborators.cache.clear();
        call.principal = await refreshPrincipal();
      }
    }
  };

async function sellOnce({ cache, batcher }: SaleCollaborators, db: Db, request: SaleCall): Promise<SaleResponse> {
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
  const sold = await runSaleFunction(batcher, { ...request, taquilla, version, securityCode }, plan.plays, catalogue);
  if (sold.replay) return replay(db, sold.ticket_id, sold.outcomes);
  return {
    server_time: new Date().toISOString(),
    replayed: false,
    ticket: soldTicket({
      sold,
      plays: plan.plays,
      catalogue,
      taquilla,
      principal,
      channel: body.channel,
      securityCode,
    }),
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
/** The sale function found the seller blocked, or not the role or partner the cache said. */
class StaleSeller extends Error {}

export interface SaleCall {
  principal: Principal;
  body: SaleBody;
  key: string;
  hash: string;
}

export interface SaleFunctionCall extends SaleCall {
  taquilla: SellingTaquilla;
  version: string;
  securityCode: string;
}

/** One sale as the sale function reads it (db/sql/banca_sell_tickets.sql). */
export function salePayload(call: SaleFunctionCall, plays: PlannedPlay[]): string {
  const { principal, taquilla } = call;
  return JSON.stringify({
    user_id: principal.id,
    seller_role: principal.role,
    seller_partner_id: principal.partner.id,
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
    occurrence_ids: [...new Set(plays.map((play) => play.occurrence_id))],
    plays,
  });
}

async function runSaleFunction(
  batcher: SaleBatcher<SoldTicket>,
  call: SaleFunctionCall,
  plays: PlannedPlay[],
  catalogue: SaleCatalogue,
): Promise<SoldTicket> {
  const payload = salePayload(call, plays);
  for (let attempt = 1; ; attempt++) {
    let outcome: SaleOutcome<SoldTicket>;
    try {
      outcome = await batcher.sell(payload);
    } catch (error) {
      if (isDeadlock(error) && attempt < DEADLOCK_RETRIES) continue;
      throw error;
    }
    if (!('error' in outcome)) return outcome;
    throw refusalOf(outcome, plays, catalogue);
  }
}

/** The sale function's refusals, told in Spanish against the plays they concern. */
function refusalOf({ error: code, detail }: SaleRefusal, plays: PlannedPlay[], catalogue: SaleCatalogue): Error {
  if (code === 'BN009') return new StaleConfig();
  if (code === 'BN006') return new StaleSeller();
  if (code === 'BN004') return new AppError('REQUEST_IN_PROGRESS');
  if (code === 'BN005') return new AppError('IDEMPOTENCY_KEY_REUSED');
  if (code === 'BN001' || code === 'BN002') {
    const occurrenceId = Number(detail);
    const drawName = catalogue.occurrences.get(occurrenceId)?.drawName ?? '';
    const closed = code === 'BN001';
    const message = closed ? `El sorteo ${drawName} ya cerró sus ventas.` : `El sorteo ${drawName} está suspendido.`;
    const fields: FieldError[] = plays
      .filter((play) => play.occurrence_id === occurrenceId)
      .map((play) => ({ field: `plays.${play.index}.occurrence_id`, message }));
    return new AppError(closed ? 'DRAW_CLOSED' : 'DRAW_SUSPENDED', message, fields);
  }
  if (code === 'BN003') {
    const outcomes = JSON.parse(detail ?? '[]') as SalePlayOutcome[];
    const fields = outcomes.map((outcome) => ({
      field: `plays.${outcome.index}.number`,
      message: outcome.outcome === 'bloqueada' ? 'Número bloqueado.' : 'Número agotado.',
    }));
    return new AppError('SOLD_OUT', undefined, fields);
  }
  return new AppError('INTERNAL_ERROR');
}
