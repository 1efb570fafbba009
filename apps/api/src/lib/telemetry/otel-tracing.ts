import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import type { Telemetry } from './index';

/** Probes and scrapes are not traced: they would drown the requests people make. */
const UNTRACED = new Set(['/health', '/ready', '/metrics']);

/**
 * The tracer provider with a batching OTLP/HTTP exporter, and the instrumentations of incoming
 * and outgoing HTTP and of PostgreSQL's queries. The server imports `pg` as an ES module, so the
 * loader hook of import-in-the-middle is registered first, told to wrap only the modules an
 * instrumentation asks for.
 */
export async function startTracing(serviceName: string): Promise<Telemetry> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED.has((request.url ?? '').split('?')[0]!),
      }),
      new PgInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => provider.shutdown() };
}
