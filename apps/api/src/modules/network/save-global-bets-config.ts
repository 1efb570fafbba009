import type { BetsSettings } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { agenciesForUpdate } from './bets-config-repository';
import { writeBetsConfig } from './save-bets-config';

type GlobalBetsSettings = BetsSettings & { agency_ids?: readonly number[] | undefined };

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

/**
 * The same settings for every agency of the caller's subtree, or for the listed ones — all of
 * them, or none: one unknown (or out-of-reach) id and nothing changes.
 */
export const saveGlobalBetsConfig = (ctx: UseCaseContext, { agency_ids: agencyIds, ...settings }: GlobalBetsSettings) =>
  inTransaction(ctx, (tx) => writeToAgencies(tx, settings, agencyIds));
