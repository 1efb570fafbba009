import type { BetsSettings } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { agenciesForUpdate, columnsOfSettings, settingsOf, upsertBetsConfig } from './bets-config-repository';

type AgencyBetsSettings = BetsSettings & { agency_id: number };
type GlobalBetsSettings = BetsSettings & { agency_ids?: readonly number[] | undefined };

/** Saves one partner's bets settings and audits the change (CREATE the first time, then UPDATE). */
export async function writeBetsConfig(tx: UseCaseContext, partnerId: number, settings: BetsSettings) {
  const { before, after } = await upsertBetsConfig(tx.db, partnerId, columnsOfSettings(settings));
  await tx.audit({
    action: before ? 'UPDATE' : 'CREATE',
    entity: 'bets_config',
    entityId: partnerId,
    subjectPartnerId: partnerId,
    before: before ? settingsOf(before) : null,
    after: settingsOf(after),
  });
}

/** An agency of the caller's subtree gets its own bets settings. */
export const saveBetsConfig = (ctx: UseCaseContext, { agency_id: agencyId, ...settings }: AgencyBetsSettings) =>
  inTransaction(ctx, async (tx) => {
    const [agency] = await agenciesForUpdate(tx.db, tx.scope, [agencyId]);
    if (!agency) throw notFound('La agencia no existe.');
    await writeBetsConfig(tx, agency.id, settings);
  });

/**
 * The same settings for every agency of the caller's subtree, or for the listed ones — all of
 * them, or none: one unknown (or out-of-reach) id and nothing changes.
 */
export const saveGlobalBetsConfig = (ctx: UseCaseContext, { agency_ids: agencyIds, ...settings }: GlobalBetsSettings) =>
  inTransaction(ctx, (tx) => writeToAgencies(tx, settings, agencyIds));

async function writeToAgencies(tx: UseCaseContext, settings: BetsSettings, agencyIds?: readonly number[]) {
  const wanted = agencyIds ? [...new Set(agencyIds)] : undefined;
  const agencies = await agenciesForUpdate(tx.db, tx.scope, wanted);
  if (wanted && agencies.length !== wanted.length) {
    const found = new Set(agencies.map((agency) => agency.id));
    const missing = wanted.filter((id) => !found.has(id));
    const message = `Agencias: no existen ${missing.join(', ')}.`;
    throw new AppError('NOT_FOUND', message, [{ field: 'agency_ids', message }]);
  }
  for (const agency of agencies) await writeBetsConfig(tx, agency.id, settings);
  return agencies.length;
}
