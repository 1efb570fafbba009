import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSale } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOn, startApiProcess, type ApiProcess } from '../../../test/api-process';
import { build, type TestApp } from '../../../test/build';
import { animalito, openOccurrence, setBets } from '../../../test/sales';

const PROBE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/module-probe.mjs');
const SECRET = randomBytes(32).toString('hex');
/** Each test starts an API process (tens of seconds on a busy machine). */
const PROCESS_TEST_MS = 120_000;
const PORT = 39_000 + (process.pid % 400) * 2;

interface ExportedSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** An OTLP/HTTP receiver of traces (JSON), keeping every span it is sent. */
function receiver(): Promise<{ server: Server; url: string; spans: ExportedSpan[] }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const sent = JSON.parse(body || '{}') as { resourceSpans?: { scopeSpans: { spans: ExportedSpan[] }[] }[] };
      for (const resource of sent.resourceSpans ?? [])
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}`, spans });
    }),
  );
}

const attribute = (span: ExportedSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;
/** A PostgreSQL query or checkout (the stable semantic conventions' name, or the older one). */
const isQuery = (span: ExportedSpan) =>
  (attribute(span, 'db.system.name') ?? attribute(span, 'db.system')) === 'postgresql';

describe('OpenTelemetry traces', () => {
  let t: TestApp;
  let occurrenceId: number;
  const started: ApiProcess[] = [];
  const probes: string[] = [];

  beforeAll(async () => {
    t = await build();
    occurrenceId = (await openOccurrence(t.database.db, 'Lotto Activo')).occurrenceId;
    await setBets(t.database.db);
  });
  afterAll(async () => {
    for (const api of started) await api.stop();
    for (const file of probes) rmSync(file, { force: true });
    await t.close();
  });

  /** An API process with the module probe, and one sale through it; answers the modules it loaded. */
  async function sellOnProcess(port: number, env: Record<string, string>) {
    const probe = path.join(tmpdir(), `banca-module-probe-${randomUUID()}.txt`);
    probes.push(probe);
    const api = await startApiProcess(t.databaseUrl!, SECRET, port, {
      ...env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
      MODULE_PROBE_FILE: probe,
    });
    started.push(api);
    const { access_token } = await signInOn(api, 'taquilla');
    const answer = await fetch(`${api.url}${createSale.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${access_token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ plays: [animalito(occurrenceId, '9', '100')] }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return { api, modules: () => (existsSync(probe) ? readFileSync(probe, 'utf8') : '') };
  }

  it(
    'are off without OTEL_EXPORTER_OTLP_ENDPOINT: no module of the SDK is loaded, a sale included',
    async (context) => {
      if (!t.realPostgres) return context.skip();
      const { modules } = await sellOnProcess(PORT, {});
      expect(modules()).not.toMatch(/sdk-trace|exporter-trace|instrumentation|import-in-the-middle/);
    },
    PROCESS_TEST_MS,
  );

  it(
    'send the sale request and its queries to the OTLP endpoint when it is set',
    async (context) => {
      if (!t.realPostgres) return context.skip();
      const otlp = await receiver();
      try {
        const { modules } = await sellOnProcess(PORT + 1, {
          OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
          OTEL_BSP_SCHEDULE_DELAY: '100',
        });
        // The probe sees what the other test says is absent: it would have seen it there.
        expect(modules()).toMatch(/@opentelemetry\/sdk-trace-node/);
        const deadline = Date.now() + 20_000;
        const saleSpan = () =>
          otlp.spans.find(
            (span) =>
              span.kind === 2 && (attribute(span, 'http.target') ?? attribute(span, 'url.path')) === createSale.path,
          );
        while (
          (!saleSpan() || !otlp.spans.some((s) => s.traceId === saleSpan()!.traceId && isQuery(s))) &&
          Date.now() < deadline
        )
          await new Promise((resolve) => setTimeout(resolve, 200));
        const sale = saleSpan();
        expect(sale, JSON.stringify(otlp.spans.map((span) => span.name))).toBeDefined();
        const queries = otlp.spans.filter((span) => span.traceId === sale!.traceId && isQuery(span));
        expect(queries.length).toBeGreaterThan(0);
        expect(
          otlp.spans.some((span) => (attribute(span, 'http.target') ?? attribute(span, 'url.path')) === '/ready'),
        ).toBe(false);
      } finally {
        otlp.server.close();
      }
    },
    PROCESS_TEST_MS,
  );
});
