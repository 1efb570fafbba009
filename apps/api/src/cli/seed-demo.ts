import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceData } from '../db/reference-data';
import { seedDemo } from '../db/seed/demo';
import { loadDemoHistory } from '../db/seed/demo-history';
import { runCli } from './run-cli';

runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureReferenceData(database.db);
  const loaded = await seedDemo(database.db);
  if (!loaded) console.log('La base ya tiene asociados: no se cargó nada.');
  else if (config.demoHistory) {
    // The same demo as a new embedded database gets at start: its history and today up to now.
    const { tickets } = await loadDemoHistory(database.db, { zone: config.defaultTimezone });
    console.log(
      `Datos de demostración cargados en ${database.description}, con ${tickets} tickets de los últimos 60 días y de hoy.`,
    );
  } else console.log(`Datos de demostración cargados en ${database.description}, sin historia de ventas.`);
  await database.close();
});
