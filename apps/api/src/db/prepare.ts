import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { sqlFilesMessage } from './sql/apply-sql-files';
import { ensureReferenceData } from './reference-data';
import { seedDemo } from './seed/demo';
import { loadDemoHistory } from './seed/demo-history';

/**
 * Opens the configured database, migrates it (the schema migrations, then the live SQL files) and
 * makes sure its reference data is there. Demo data, with its past days of sales, is loaded on a
 * new embedded database (SEED_DEMO=auto) or whenever SEED_DEMO=always; never on PostgreSQL by itself.
 */
export async function prepareDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    onConnectionLost: (error) => log(`PostgreSQL cerró una conexión inactiva (${error.message}); se abrirá otra.`),
  });
  const sqlFiles = await database.migrate();
  if (sqlFiles.length) log(sqlFilesMessage(sqlFiles));
  if ((await ensureReferenceData(database.db)).locationsLoaded) log('Estados y municipios cargados.');
  const wantsDemo = config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'embedded');
  if (wantsDemo && (await seedDemo(database.db))) {
    if (config.demoHistory) {
      const { tickets } = await loadDemoHistory(database.db, { zone: config.defaultTimezone });
      log(
        `Datos de demostración cargados, con ${tickets} tickets de los últimos 60 días y de hoy hasta ahora (contraseña demo1234).`,
      );
    } else log('Datos de demostración cargados, sin historia de ventas (contraseña demo1234).');
  }
  return database;
}
