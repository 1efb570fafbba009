import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runCli } from './run-cli';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  console.log(`Migraciones aplicadas en ${database.description}.`);
  await database.close();
});
