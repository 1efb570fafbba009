import { inflateSync } from 'node:zlib';
import { defineEndpoint, exportEndpointOf, rule, savePollaType, zListQueryOf, ZIsoDate } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src/db/client';
import { errorHandlerPlugin } from '../../src/plugins/error-handler';
import { requestContextPlugin } from '../../src/plugins/request-context';
import { bearer } from '../session';
import type { Principal } from '../../src/lib/principal';
import { rowsOf } from '../../src/lib/raw-query';
import type { ExportColumn } from '../../src/lib/file-answer/columns';
import { cursorRows } from '../../src/lib/file-answer/cursor-rows';
import { registerExport } from '../../src/lib/file-answer/register-export';

/** A list of generated sales, to export without depending on any module. */
export const salesProbe = defineEndpoint({
  method: 'GET',
  path: '/api/v2/prueba/ventas',
  summary: 'Ventas de prueba',
  tag: 'Prueba',
  access: rule('ADMIN_BANCA'),
  request: {
    query: zListQueryOf(['id'], {
      from: ZIsoDate.optional(),
      rows: z.coerce.number().int().min(0).max(100_000).default(6),
      fail: z.coerce.boolean().optional(),
    }),
  },
  responses: { 200: z.unknown() },
});
export const exportSalesProbe = exportEndpointOf(salesProbe);

export interface ProbeSale {
  id: number;
  agency: string;
  sold_at: Date;
  currency: string;
  amount: string;
  plays: number;
}

export const PROBE_COLUMNS: ExportColumn<ProbeSale>[] = [
  { title: 'Agencia', kind: 'text', value: 'agency' },
  { title: 'Ticket', kind: 'number', value: 'id', total: false },
  { title: 'Vendido', kind: 'datetime', value: 'sold_at' },
  { title: 'Moneda', kind: 'text', value: 'currency' },
  { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency', group: 'Importes' },
  { title: 'Jugadas', kind: 'number', value: 'plays', group: 'Importes' },
];

/** Rows n = 1…rows: odd ones in USD, even ones in BS; amount n × 1,50; sold at noon UTC. */
export const probeQuery = (rows: number, fail = false) => sql`
  SELECT n AS id, 'Agencia Ñandú ' || n AS agency, timestamptz '2025-03-10 12:00Z' AS sold_at,
         CASE WHEN n % 2 = 1 THEN 'USD' ELSE 'BS' END AS currency, (n * 150)::text AS amount,
         ${fail ? sql`1 / (n - n)` : sql`1`} AS plays
    FROM generate_series(1, ${rows}::int) AS n ORDER BY n`;

const PRINCIPAL: Principal = {
  id: 1,
  username: 'admin',
  name: 'Ana Pérez',
  role: 'ADMIN_BANCA',
  manage_childs: true,
  awarding_results: true,
  country_iso2: 'VE',
  currency: 'BS',
  partner: { id: 1, name: 'Banca', kind: 'BANCA', path: '1' },
} as Principal;

/** A bare server with the app's compilers, error handler and request context, and the probe export. */
export async function probeServer(
  db: Db,
  exports = { atOncePerUser: 50, perMinutePerUser: 100_000 },
): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', { defaultTimezone: 'America/Caracas', exports } as never);
  app.decorate('db', db);
  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin);
  app.addHook('onRequest', async (request) => void (request.principal = PRINCIPAL));
  registerExport(app, exportSalesProbe, {
    title: 'Ventas de prueba',
    fileName: 'ventas-de-prueba',
    columns: PROBE_COLUMNS,
    filterLabels: { from: 'Desde', rows: 'Filas' },
    rows: (ctx, filters) => cursorRows<ProbeSale>(ctx.db, probeQuery(filters.rows, filters.fail), 4),
  });
  await app.ready();
  return app as unknown as FastifyInstance;
}

/** The text a PDF shows: its content streams inflated, the hex strings of their TJ operators. */
export function pdfText(pdf: Buffer): string {
  const text: string[] = [];
  const latin = pdf.toString('latin1');
  for (const match of latin.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      text.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return text.join('\n');
}

/** A polla type of `token`'s banca on one of Lotto Activo's first three draws (its potes are listed per type); its id. */
export async function savePollaTypeForExports(app: FastifyInstance, db: Db, token: string): Promise<string> {
  const draws = await rowsOf<{ id: number; product_id: number }>(
    db,
    sql`SELECT d.id, d.product_id FROM draws d JOIN products p ON p.id = d.product_id
         WHERE p.name = 'Lotto Activo' ORDER BY d.draw_time LIMIT 3`,
  );
  const type = await app.inject({
    method: 'POST',
    url: savePollaType.path,
    headers: bearer(token),
    payload: {
      name: 'Polla de las exportaciones',
      product_id: draws[0]!.product_id,
      draw_ids: draws.map((draw) => draw.id),
      picks_per_draw: 1,
      price: '10000',
      daily_first_percent: '30',
      daily_second_percent: '10',
      weekly_percent: '5',
      points_per_hit: 1,
      first_min_points: 3,
      second_min_points: 2,
      weekly_min_points: 3,
      annul_minutes: 5,
    },
  });
  expect(type.statusCode, type.body).toBe(200);
  return String(type.json<{ id: number }>().id);
}
