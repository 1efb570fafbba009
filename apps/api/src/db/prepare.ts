import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { sqlFilesMessage } from './sql/apply-sql-files';
import { ensureReferenceData } from './reference-data';
import { seedDemo } from './seed/demo';

/**
 * Opens the configured database, migrates it (the schema migrations, then the live SQL files) and
 * makes sure its reference data is there. Demo data is loaded on a new embedded database
 * (SEED_DEMO=auto) or whenever SEED_DEMO=always; never on PostgreSQL by itself.
 */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax });
  const sqlFiles = await database.migrate();
  if (sqlFiles.length) log(sqlFilesMessage(sqlFiles));
  if ((await ensureReferenceData(database.db)).locationsLoaded) log('Estados y municipios cargados.');
  const wantsDemo = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'embedded');
  if (wantsDemo && (await seedDemo(database.db))) log('Datos de demostración cargados (contraseña demo1234).');
  return database;
}
