import { createHash } from 'node:crypto';
import type { ProductType } from '@banca/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** A draw the provider is asked about: its product and time (HH:MM in the lottery's zone). */
export interface ProviderDraw {
  product: string;
  productType: ProductType;
  drawTime: string;
  /** Active symbol numbers, for animalito products. */
  symbols: readonly string[];
  needsSign: boolean;
}

/** One result as a provider gives it. */
export interface ProviderResult {
  product: string;
  draw_time: string;
  number: string;
  sign: number | null;
}

/**
 * Where results come from when nobody types them in. The server uses the HTTP provider when
 * RESULTS_PROVIDER_URL is set, otherwise the local fake (also the one of the tests: nothing
 * leaves the machine).
 */
export interface ResultsProvider {
  readonly name: string;
  fetchResults(date: string, draws: readonly ProviderDraw[]): Promise<ProviderResult[]>;
}

/**
 * Deterministic stand-in: the same (date, product, time) always gives the same valid result
 * (a symbol of the product, 3 digits for a triple, 2 for a terminal, a sign when needed).
 */
export function fakeResultsProvider(): ResultsProvider {
  return {
    name: 'local',
    async fetchResults(date, draws) {
      return draws
        .filter((draw) => draw.productType !== 'POLLA' && (draw.productType !== 'ANIMALITOS' || draw.symbols.length))
        .map((draw) => {
          const seed = createHash('sha256').update(`${date}|${draw.product}|${draw.drawTime}`).digest();
          const value = seed.readUInt32BE(0);
          const number =
            draw.productType === 'ANIMALITOS'
              ? draw.symbols[value % draw.symbols.length]!
              : String(value % (draw.productType === 'TRIPLE' ? 1000 : 100)).padStart(
                  draw.productType === 'TRIPLE' ? 3 : 2,
                  '0',
                );
          return {
            product: draw.product,
            draw_time: draw.drawTime,
            number,
            sign: draw.needsSign ? (seed.readUInt8(4) % 12) + 1 : null,
          };
        });
    },
  };
}

export interface HttpProviderConfig {
  url: string;
  token: string | null;
  timeoutMs: number;
}

const ZProviderAnswer = z.object({
  results: z.array(
    z.object({
      product: z.string(),
      draw_time: z.string().regex(/^\d{2}:\d{2}$/),
      number: z.string(),
      sign: z.number().int().nullish(),
    }),
  ),
});

/**
 * A results provider over HTTP: `GET {url}/results?date=YYYY-MM-DD` with the token as bearer,
 * answering `{ results: [{ product, draw_time, number, sign? }] }`. No answer in time, an error
 * status or another shape → RESULTS_PROVIDER_FAILED (502); nothing is saved.
 */
export function httpResultsProvider(config: HttpProviderConfig): ResultsProvider {
  return {
    name: new URL(config.url).host,
    async fetchResults(date) {
      const url = new URL('results', config.url.endsWith('/') ? config.url : `${config.url}/`);
      url.searchParams.set('date', date);
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`status ${response.status}`);
        body = await response.json();
      } catch (error) {
        const failure = new AppError('RESULTS_PROVIDER_FAILED');
        failure.cause = error;
        throw failure;
      }
      const parsed = ZProviderAnswer.safeParse(body);
      if (!parsed.success) throw new AppError('RESULTS_PROVIDER_FAILED');
      return parsed.data.results.map((result) => ({ ...result, sign: result.sign ?? null }));
    },
  };
}
