import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { runCli } from './run-cli';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureReferenceData(database.db);
  console.log(`Migraciones aplicadas en ${database.description}.`);
  await database.close();
});
