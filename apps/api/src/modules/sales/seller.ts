import { COUNTRIES, type CountryIso2, type Currency } from '@banca/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bancaSettings, betsConfig, partners } from '../../db/schema';
import { AppError, invalidField } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import type { Principal } from '../../lib/principal';
import { inScope, scopeOf } from '../../lib/scope';
import { SYSTEM_BETS_DEFAULT, type BetsColumns } from '../network/bets-config-repository';

/** The taquilla a sale, a payment or a draw list is for, with what its rules need. */
export interface SellingTaquilla {
  id: number;
  code: string;
  name: string;
  path: string;
  currency: Currency;
  /** Partner ids from the banca down to the taquilla. */
  chain: number[];
  agencyId: number;
  bancaId: number;
  /** The banca's zone: business dates follow it. */
  timezone: string;
  /** The agency's bets settings, or the banca's default, or the system's. */
  bets: BetsColumns;
}

/**
 * The caller's own taquilla; a user of an agency (ADMIN_TAQUILLA) names one of its taquillas
 * with `taquillaId`. Anything else is refused with the field that is wrong.
 */
export async function sellingTaquillaOf(db: Db, principal: Principal, taquillaId?: number): Promise<SellingTaquilla> {
  const own = principal.partner.kind === 'TAQUILLA';
  if (own && taquillaId !== undefined && taquillaId !== principal.partner.id) {
    throw invalidField('taquilla_id', 'Solo puede operar con su propia taquilla.');
  }
  if (!own && principal.partner.kind !== 'AGENCIA') {
    throw new AppError('UNPROCESSABLE', 'Su usuario no pertenece a una taquilla ni a una agencia.');
  }
  if (!own && taquillaId === undefined) throw invalidField('taquilla_id', 'Seleccione la taquilla.');
  const id = own ? principal.partner.id : taquillaId!;
  const [taquilla] = await db
    .select({ id: partners.id, code: partners.code, name: partners.name, path: partners.path, currency: partners.currency, country: partners.countryIso2 })
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.kind, 'TAQUILLA'), eq(partners.status, 'ACTIVE'), inScope(partners.path, scopeOf(principal))));
  if (!taquilla) throw invalidField('taquilla_id', 'La taquilla no existe o no está activa.');
  const chain = chainOf(taquilla.path);
  const bancaId = chain[0]!;
  const agencyId = chain[chain.length - 2]!;
  const [settings, betsRows] = await Promise.all([
    db.select({ timezone: bancaSettings.timezone }).from(bancaSettings).where(eq(bancaSettings.partnerId, bancaId)),
    db.select().from(betsConfig).where(inArray(betsConfig.partnerId, [agencyId, bancaId])),
  ]);
  const bets =
    betsRows.find((row) => row.partnerId === agencyId) ?? betsRows.find((row) => row.partnerId === bancaId) ?? SYSTEM_BETS_DEFAULT;
  return {
    id: taquilla.id,
    code: taquilla.code,
    name: taquilla.name,
    path: taquilla.path,
    currency: taquilla.currency as Currency,
    chain,
    agencyId,
    bancaId,
    timezone: settings[0]?.timezone ?? COUNTRIES[taquilla.country as CountryIso2]?.timezone ?? 'America/Caracas',
    bets: {
      minPerPlay: bets.minPerPlay,
      maxPerPlay: bets.maxPerPlay,
      maxPerTicket: bets.maxPerTicket,
      minutesBeforeClose: bets.minutesBeforeClose,
      annulmentWindowMinutes: bets.annulmentWindowMinutes,
      maxAnnulmentsPerDay: bets.maxAnnulmentsPerDay,
      prizeValidityDays: bets.prizeValidityDays,
    },
  };
}
