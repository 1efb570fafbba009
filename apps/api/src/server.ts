import { pino } from 'pino';
import { buildServer } from './build-server';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await prepareDatabase(config, (message) => logger.info(message));
  logger.info({ database: database.description }, 'base de datos lista');
  if (!config.webDist) logger.warn('No hay compilación web (apps/web/dist): solo se sirve la API.');

  const server = await buildServer({ config, database }, logger);
  await server.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'deteniendo el servidor');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('No se pudo iniciar el servidor:', error);
  process.exit(1);
});
