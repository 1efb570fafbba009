import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { fakeResultsProvider, httpResultsProvider, type ProviderDraw } from './results-provider';

const DRAWS: ProviderDraw[] = [
  {
    product: 'Lotto Activo',
    productType: 'ANIMALITOS',
    drawTime: '08:00',
    symbols: ['0', '00', '1', '2'],
    needsSign: false,
  },
  { product: 'Triple Caracas', productType: 'TRIPLE', drawTime: '13:00', symbols: [], needsSign: true },
  { product: 'Terminalito', productType: 'TERMINAL', drawTime: '13:00', symbols: [], needsSign: false },
];

describe('the local provider', () => {
  it('gives the same valid results for the same day, and others another day', async () => {
    const provider = fakeResultsProvider();
    const first = await provider.fetchResults('2025-03-01', DRAWS);
    expect(await provider.fetchResults('2025-03-01', DRAWS)).toEqual(first);
    expect(['0', '00', '1', '2']).toContain(first[0]!.number);
    expect(first[0]!.sign).toBeNull();
    expect(first[1]!.number).toMatch(/^\d{3}$/);
    expect(first[1]!.sign).toBeGreaterThanOrEqual(1);
    expect(first[1]!.sign).toBeLessThanOrEqual(12);
    expect(first[2]!.number).toMatch(/^\d{2}$/);
    const days = await Promise.all(
      ['2025-03-02', '2025-03-03', '2025-03-04'].map((d) => provider.fetchResults(d, DRAWS)),
    );
    expect(days.some((day) => day[1]!.number !== first[1]!.number)).toBe(true);
  });
});

describe('the HTTP provider (against a local server)', () => {
  let server: Server;
  let base: string;
  const seen: IncomingMessage[] = [];
  let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { results: [] } };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      setTimeout(() => {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => httpResultsProvider({ url: base, token: 'secreto-123', timeoutMs: 300 });

  it('asks for the day with the token and reads the results', async () => {
    reply = {
      status: 200,
      body: { results: [{ product: 'Triple Caracas', draw_time: '13:00', number: '123', sign: 4 }] },
    };
    const results = await provider().fetchResults('2025-03-01', DRAWS);
    expect(results).toEqual([{ product: 'Triple Caracas', draw_time: '13:00', number: '123', sign: 4 }]);
    const request = seen.at(-1)!;
    expect(request.url).toBe('/api/results?date=2025-03-01');
    expect(request.headers.authorization).toBe('Bearer secreto-123');
  });

  it('fails with RESULTS_PROVIDER_FAILED on an error status, a bad shape or no answer in time', async () => {
    for (const next of [
      { status: 500, body: {} },
      { status: 200, body: { resultados: [] } },
      { status: 200, body: { results: [] }, delayMs: 1000 },
    ]) {
      reply = next;
      const failure = await provider()
        .fetchResults('2025-03-01', DRAWS)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('RESULTS_PROVIDER_FAILED');
      expect((failure as AppError).status).toBe(502);
    }
  });
});
