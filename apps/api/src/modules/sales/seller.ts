import { COUNTRIES, type CountryIso2, type Currency, type SellingTaquillasResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import type { Principal } from '../../lib/principal';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, scopeOf } from '../../lib/scope';
import { SYSTEM_BETS_DEFAULT, type BetsColumns } from '../network/bets-config-repository';

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

interface TaquillaRow {
  id: number;
  code: string;
  name: string;
  path: string;
  currency: string;
  country: string;
  agency_id: number;
  agency_code: string;
  agency_name: string;
  timezone: string | null;
  ticket_header: string | null;
  ticket_footer: string | null;
  bets: Record<string, string | number> | null;
}

/** An active taquilla whose whole chain is active, with its agency's settings; null otherwise. */
export async function loadSellingTaquilla(db: Db, id: number): Promise<SellingTaquilla | null> {
  const [row] = await rowsOf<TaquillaRow>(
    db,
    sql`SELECT t.id, t.code, t.name, t.path, t.currency, t.country_iso2 AS country,
               a.id AS agency_id, a.code AS agency_code, a.name AS agency_name,
               bs.timezone, bs.ticket_header, bs.ticket_footer,
               (SELECT to_jsonb(b) FROM bets_config b WHERE b.partner_id IN (a.id, bs.partner_id)
                 ORDER BY (b.partner_id = a.id) DESC LIMIT 1) AS bets
          FROM partners t
          JOIN partners a ON a.id = t.parent_id
          LEFT JOIN banca_settings bs ON bs.partner_id = split_part(t.path, '/', 2)::int
         WHERE t.id = ${id} AND t.kind = 'TAQUILLA' AND t.status = 'ACTIVE'
           AND NOT EXISTS (SELECT 1 FROM partners up
                            WHERE t.path LIKE up.path || '%' AND up.status <> 'ACTIVE')`,
  );
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

/** The taquillas the caller may sell for: its own, or every active taquilla of its agency. */
export async function sellingTaquillasOf(db: Db, principal: Principal): Promise<SellingTaquillasResponse> {
  const data = await rowsOf<{ id: number; code: string; name: string }>(
    db,
    sql`SELECT id, code, name FROM partners
         WHERE kind = 'TAQUILLA' AND status = 'ACTIVE' AND path LIKE ${subtreePattern(scopeOf(principal))}
         ORDER BY code`,
  );
  return { must_choose: principal.partner.kind !== 'TAQUILLA', data };
}
