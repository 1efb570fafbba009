import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { startTelemetry } from './lib/telemetry';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  // Tracing (OTEL_EXPORTER_OTLP_ENDPOINT) starts before the server's modules load: it wraps http and pg as they do.
  const telemetry = await startTelemetry(process.env);
  if (telemetry) logger.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'trazas OpenTelemetry activas');
  const { prepareDatabase } = await import('./db/prepare');
  const { buildServer } = await import('./build-server');
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
    await telemetry?.shutdown().catch(() => undefined);
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
