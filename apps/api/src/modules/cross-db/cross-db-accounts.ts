import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { RemoteDatabases } from './remote-databases';

export interface CrossDbDeps {
  config: Config;
  remotes: RemoteDatabases;
  /** An access token of `database` (the other database's API checks it names itself). */
  signAccessToken(userId: number, sessionId: string, database: string): string;
}

export const unknownDatabase = () =>
  new AppError('VALIDATION_ERROR', undefined, [{ field: 'db_name', message: 'Esa base de datos no existe.' }]);
