import { parseArgs } from 'node:util';
import { COUNTRIES, ZCountry } from '@banca/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin } from '../db/seed/create-admin';
import { runCli } from './run-cli';

const USAGE = `Uso: npm run create-admin -- --username USUARIO --password CLAVE --name "Nombre" --banca "Banca X" [--code BX] [--country VE]
Crea (si no existe) la banca raíz y un usuario ADMIN_BANCA con permisos de gestión y premiación.
La clave también puede venir en la variable ADMIN_PASSWORD.`;

runCli(async () => {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      banca: { type: 'string' },
      code: { type: 'string' },
      country: { type: 'string', default: 'VE' },
    },
  });
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!values.username || !password || !values.name || !values.banca) throw new Error(USAGE);
  if (password.length < 8) throw new Error('La clave debe tener al menos 8 caracteres.');
  const country = ZCountry.parse(values.country);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const result = await createAdmin(database.db, {
    username: values.username,
    password,
    name: values.name,
    bancaName: values.banca,
    bancaCode: values.code ?? values.banca.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase(),
    country,
    currency: COUNTRIES[country].defaultCurrency,
  });
  console.log(`Usuario ${result.username} creado en la banca ${result.banca} (${database.description}).`);
  await database.close();
});
