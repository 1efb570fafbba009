import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { effectiveBetsConfig } from './bets-config-repository';

/** An agency's bets config as it applies: its own, or what it inherits. */
export async function getBetsConfig({ db, scope }: UseCaseContext, agencyId: number) {
  const config = await effectiveBetsConfig(db, scope, agencyId);
  if (!config) throw notFound('La agencia no existe.');
  return config;
}
