import type { CrossDbStatus } from '@banca/contracts';
import type { CrossDbDeps } from './cross-db-accounts';

/** Whether the operator has other databases, and which. */
export function getCrossDbStatus(deps: CrossDbDeps): CrossDbStatus {
  const databases = deps.remotes.names();
  return { enabled: databases.length > 0, db_name: deps.config.dbName, databases };
}
