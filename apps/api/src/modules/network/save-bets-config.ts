import type { BetsSettings } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { agenciesForUpdate, columnsOfSettings, settingsOf, upsertBetsConfig } from './bets-config-repository';
import type { NetworkContext } from './context';

/** Saves one partner's bets settings and audits the change (CREATE the first time, then UPDATE). */
export async function writeBetsConfig(tx: Db, ctx: NetworkContext, partnerId: number, settings: BetsSettings) {
  const { before, after } = await upsertBetsConfig(tx, partnerId, columnsOfSettings(settings));
  await recordAudit(tx, ctx.actor, {
    action: before ? 'UPDATE' : 'CREATE',
    entity: 'bets_config',
    entityId: partnerId,
    subjectPartnerId: partnerId,
    before: before ? settingsOf(before) : null,
    after: settingsOf(after),
  });
}

/** An agency of the caller's subtree gets its own bets settings. */
export async function saveBetsConfig(tx: Db, ctx: NetworkContext, agencyId: number, settings: BetsSettings) {
  const [agency] = await agenciesForUpdate(tx, ctx.scope, [agencyId]);
  if (!agency) throw notFound('La agencia no existe.');
  await writeBetsConfig(tx, ctx, agency.id, settings);
}

/**
 * The same settings for every agency of the caller's subtree, or for the listed ones — all of
 * them, or none: one unknown (or out-of-reach) id and nothing changes.
 */
export async function saveGlobalBetsConfig(
  tx: Db,
  ctx: NetworkContext,
  settings: BetsSettings,
  agencyIds?: readonly number[],
) {
  const wanted = agencyIds ? [...new Set(agencyIds)] : undefined;
  const agencies = await agenciesForUpdate(tx, ctx.scope, wanted);
  if (wanted && agencies.length !== wanted.length) {
    const found = new Set(agencies.map((agency) => agency.id));
    const missing = wanted.filter((id) => !found.has(id));
    const message = `Agencias: no existen ${missing.join(', ')}.`;
    throw new AppError('NOT_FOUND', message, [{ field: 'agency_ids', message }]);
  }
  for (const agency of agencies) await writeBetsConfig(tx, ctx, agency.id, settings);
  return agencies.length;
}
