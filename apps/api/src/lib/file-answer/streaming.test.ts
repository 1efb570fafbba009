import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { cursorRows } from './cursor-rows';
import { fileAnswer } from './file-answer';
import { PROBE_COLUMNS, probeQuery, type ProbeSale } from '../../../test/kits/file-answer-test-kit';

const ROWS = 200_000;

function* sales(count: number, seen: { rows: number }): Generator<ProbeSale> {
  for (let n = 1; n <= count; n++) {
    seen.rows = n;
    yield {
      id: n,
      agency: `Agencia ${n % 40}`,
      sold_at: new Date(1_741_608_000_000 + n * 1000),
      currency: 'BS',
      amount: String(n),
      plays: 1,
    };
  }
}

async function* asAsync<T>(rows: Iterable<T>): AsyncGenerator<T> {
  yield* rows;
}

const report = (rows: AsyncIterable<ProbeSale>) => ({
  title: 'Ventas',
  fileName: 'ventas',
  filters: [],
  columns: PROBE_COLUMNS,
  rows,
  exportedBy: 'Ana',
  timezone: 'America/Caracas',
  at: new Date(),
});

/** A reader that takes `pauseAfter` bytes, then stops until `resume` is called. */
function slowReader(pauseAfter: number) {
  let bytes = 0;
  let resume: (() => void) | null = null;
  const writable = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes >= pauseAfter && !resume) resume = done;
      else done();
    },
  });
  return { writable, bytes: () => bytes, resume: () => resume?.() };
}

describe('the writers stream in constant memory', () => {
  for (const format of ['xlsx', 'csv'] as const) {
    it(`${format}: reads ${ROWS} rows only as fast as the reader takes the bytes`, async () => {
      const seen = { rows: 0 };
      const answer = await fileAnswer(format, report(asAsync(sales(ROWS, seen))));
      const reader = slowReader(256 * 1024);
      const finished = new Promise((resolve) => reader.writable.on('finish', resolve));
      answer.body.pipe(reader.writable);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The reader stopped: the writer waits for it instead of reading every row into memory.
      const whilePaused = seen.rows;
      expect(whilePaused).toBeLessThan(ROWS / 4);
      const heapWhilePaused = process.memoryUsage().heapUsed;
      reader.resume();
      await finished;
      expect(seen.rows).toBe(ROWS);
      // Loosely: the heap did not grow by the file (tens of MB) while writing it.
      expect(process.memoryUsage().heapUsed - heapWhilePaused).toBeLessThan(64 * 1024 * 1024);
      expect(reader.bytes()).toBeGreaterThan(1_000_000);
      // What it checks is memory and back-pressure, not speed: 200,000 XLSX rows take 10–30 s of
      // one core, more when the machine is shared.
    }, 120_000);
  }

  it('pdf: starts a page when one is full and numbers them', async () => {
    const seen = { rows: 0 };
    // Enough rows for three pages at the smallest type the layout may choose.
    const answer = await fileAnswer('pdf', report(asAsync(sales(400, seen))));
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body) chunks.push(chunk as Buffer);
    const pages =
      Buffer.concat(chunks)
        .toString('latin1')
        .match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(seen.rows).toBe(400);
  });
});

describe('cursorRows on the embedded database', () => {
  it('reads every row in batches and stops cleanly when the reader breaks off', async () => {
    const client = await PGlite.create();
    const db = drizzle(client) as unknown as Db;
    const ids: number[] = [];
    for await (const row of cursorRows<ProbeSale>(db, probeQuery(25), 10)) ids.push(row.id);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for await (const row of cursorRows<ProbeSale>(db, probeQuery(25), 10)) {
      // Another request between two fetches: it does not wait for the export to end.
      if (row.id === 1) expect((await client.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      if (row.id === 3) break;
    }
    // The cursor is closed, and other statements ran meanwhile on the one connection.
    const { rows } = await client.query<{ open: number }>(
      "select count(*)::int as open from pg_cursors where name like 'file_rows%'",
    );
    expect(rows).toEqual([{ open: 0 }]);
    await expect(async () => {
      for await (const row of cursorRows(db, sql`select 1 / 0 as x`)) void row;
    }).rejects.toThrow(/division by zero/);
    await client.close();
  });
});
