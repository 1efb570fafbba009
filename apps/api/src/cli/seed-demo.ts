import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { seedDemo } from '../db/seed/demo';
import { runCli } from './run-cli';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureReferenceData(database.db);
  const loaded = await seedDemo(database.db);
  console.log(loaded ? `Datos de demostración cargados en ${database.description}.` : 'La base ya tiene asociados: no se cargó nada.');
  await database.close();
});
