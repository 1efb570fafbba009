import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rekeySecrets, secretBox } from '../modules/auth';
import { runCli } from './run-cli';

// Moves every second factor's secret to TWO_FACTOR_KEY (ADR 048): run after setting a new key with
// the old one in TWO_FACTOR_KEY_PREVIOUS, or once after upgrading (the first secrets used the JWT secret).
runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const outcome = await rekeySecrets(database.db, secretBox(config.twoFactorKeys, config.jwtSecret));
  console.log(
    `Segundo factor (${database.description}): ${outcome.moved} secretos pasados a la clave actual, ${outcome.current} ya estaban en ella.`,
  );
  await database.close();
  if (outcome.unopened.length) {
    throw new Error(
      `Ninguna clave configurada abre el secreto de los usuarios ${outcome.unopened.join(', ')}: ` +
        'revise TWO_FACTOR_KEY_PREVIOUS (y JWT_SECRET para los secretos anteriores a TWO_FACTOR_KEY); si la clave se perdió, esos usuarios deben configurar su segundo factor de nuevo.',
    );
  }
});
