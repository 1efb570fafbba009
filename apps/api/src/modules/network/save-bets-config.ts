import type { BetsSettings } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { agenciesForUpdate, columnsOfSettings, settingsOf, upsertBetsConfig } from './bets-config-repository';

type AgencyBetsSettings = BetsSettings & { agency_id: number };

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
