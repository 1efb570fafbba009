import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { sqlFilesMessage } from '../db/sql/apply-sql-files';
import { ensureReferenceData } from '../db/reference-data';
import { runCli } from './run-cli';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const sqlFiles = await database.migrate();
  await ensureReferenceData(database.db);
  console.log(`Migraciones aplicadas en ${database.description}.`);
  console.log(sqlFiles.length ? sqlFilesMessage(sqlFiles) : 'Archivos SQL sin cambios.');
  await database.close();
});
