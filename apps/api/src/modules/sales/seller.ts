import { COUNTRIES, type CountryIso2, type Currency } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import type { Principal } from '../../lib/principal';
import { SYSTEM_BETS_DEFAULT, type BetsColumns } from '../network';
import { findSellingTaquillaRow } from './repository';

/** The taquilla a sale, a payment or a draw list is for, with what its rules and its tickets need. */
export interface SellingTaquilla {
  id: number;
  code: string;
  name: string;
  path: string;
  currency: Currency;
  /** Partner ids from the banca down to the taquilla. */
  chain: number[];
  agency: { id: number; code: string; name: string };
  bancaId: number;
  /** The banca's zone: business dates follow it. */
  timezone: string;
  ticketHeader: string;
  ticketFooter: string;
  /** The agency's bets settings, or the banca's default, or the system's. */
  bets: BetsColumns;
}

/** An active taquilla whose whole chain is active, with its agency's settings; null otherwise. */
export async function loadSellingTaquilla(db: Db, id: number): Promise<SellingTaquilla | null> {
  const row = await findSellingTaquillaRow(db, id);
  if (!row) return null;
  const chain = chainOf(row.path);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    path: row.path,
    currency: row.currency as Currency,
    chain,
    agency: { id: row.agency_id, code: row.agency_code, name: row.agency_name },
    bancaId: chain[0]!,
    timezone: row.timezone ?? COUNTRIES[row.country as CountryIso2]?.timezone ?? 'America/Caracas',
    ticketHeader: row.ticket_header ?? '',
    ticketFooter: row.ticket_footer ?? '',
    bets: row.bets ? betsOf(row.bets) : SYSTEM_BETS_DEFAULT,
  };
}

const betsOf = (row: Record<string, string | number>): BetsColumns => ({
  minPerPlay: BigInt(row.min_per_play!),
  maxPerPlay: BigInt(row.max_per_play!),
  maxPerTicket: BigInt(row.max_per_ticket!),
  minutesBeforeClose: Number(row.minutes_before_close),
  annulmentWindowMinutes: Number(row.annulment_window_minutes),
  maxAnnulmentsPerDay: Number(row.max_annulments_per_day),
  prizeValidityDays: Number(row.prize_validity_days),
});

/**
 * The taquilla a caller works for: its own; a user of an agency (ADMIN_TAQUILLA) names one of
 * its taquillas with `taquillaId`. Anything else is refused with the field that is wrong.
 * `load` finds a taquilla by id (a cache, or `loadSellingTaquilla`).
 */
export async function sellingTaquillaOf(
  principal: Principal,
  taquillaId: number | undefined,
  load: (id: number) => Promise<SellingTaquilla | null>,
): Promise<SellingTaquilla> {
  const own = principal.partner.kind === 'TAQUILLA';
  if (own && taquillaId !== undefined && taquillaId !== principal.partner.id) {
    throw invalidField('taquilla_id', 'Solo puede operar con su propia taquilla.');
  }
  if (!own && principal.partner.kind !== 'AGENCIA') {
    throw new AppError('UNPROCESSABLE', 'Su usuario no pertenece a una taquilla ni a una agencia.');
  }
  if (!own && taquillaId === undefined) throw invalidField('taquilla_id', 'Seleccione la taquilla.');
  const taquilla = await load(own ? principal.partner.id : taquillaId!);
  if (!taquilla || !taquilla.path.startsWith(principal.partner.path)) {
    throw invalidField('taquilla_id', 'La taquilla no existe o no está activa.');
  }
  return taquilla;
}
