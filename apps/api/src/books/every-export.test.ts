import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ALL_ENDPOINTS,
  exportAccountBalance,
  exportDrawSeal,
  exportPathOf,
  getAccountBalance,
  isFileEndpoint,
  moneyText,
  settleDay,
  type Currency,
  type EndpointContract,
  type ExportFormat,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHistory } from '../db/seed/demo-history';
import { sealClosedDraws } from '../modules/draw-seals';
import { foldUntilCaughtUp } from '../modules/rollups';
import { build, type TestApp } from '../../test/build';
import { pathOf } from '../../test/paths';
import { bearer, signInAs } from '../../test/session';
import { isCurrency, prepareColumns } from '../lib/file-answer/columns';
import { pdfText, savePollaTypeForExports } from '../../test/kits/file-answer-test-kit';
import {
  csvOfShown,
  csvTable,
  csvText,
  expectedTable,
  shownText,
  squeeze,
  xlsxTable,
  type Answer,
} from '../../test/kits/file-tables-test-kit';
import { exportSpecOf } from '../lib/file-answer/register-export';
import { WallClock } from '../lib/file-answer/values';

/**
 * Every export (`POST …/export`) in every format holds what its screen's own answer holds: the
 * same rows in the same order, every figure whole (a PDF never cuts one), and the same totals.
 * One app and one dataset with large amounts (plays and prizes of billions of minor units, long
 * partner names, a banca in whole pesos) for all of them.
 */

const ZONE = 'America/Caracas';
/** A long name that must wrap in a PDF and stay whole everywhere. */
const LONG_AGENCY = 'Agencia Centro 1 Inversiones y Loterías del Centro de Venezuela Compañía Anónima';
const LONG_TAQUILLA = 'Taquilla Bogotá 1-1 Apuestas Permanentes de la Sabana de Bogotá Sociedad por Acciones';
/** Plays and prizes of the history are this many times their usual amount: billions of minor units. */
const SCALE = 10_000n;

let t: TestApp;
const pollaTypes: Record<string, string> = {};
const tokens: Record<string, string> = {};
const clock = new WallClock(ZONE);

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const daysAgo = (days: number) => {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await build();
  const { db } = t.database;
  await db.execute(sql`UPDATE partners SET name = ${LONG_AGENCY} WHERE code = 'ACE1'`);
  await db.execute(sql`UPDATE partners SET name = ${LONG_TAQUILLA} WHERE code = 'ABO1-T1'`);
  await seedDemoHistory(db, { fromDaysAgo: 3, toDaysAgo: 1, ticketsPerDay: 2, luckyShare: 0.3 });
  await db.execute(sql`UPDATE ticket_plays SET amount = amount * ${SCALE}, requested = requested * ${SCALE},
                                               prize = prize * ${SCALE}`);
  await db.execute(sql`UPDATE tickets SET total = total * ${SCALE}, prize_total = prize_total * ${SCALE}`);
  await db.execute(sql`UPDATE prize_payments SET amount = amount * ${SCALE}`);
  await foldUntilCaughtUp(db);
  // Every draw closed so far is sealed now: the draw sealer job adds no acta between a screen and its file.
  while ((await sealClosedDraws(db, ZONE)).draws > 0);
  for (const username of ['admin', 'admin.co', 'polla'])
    tokens[username] = (await signInAs(t.app, username)).access_token;
  for (const username of ['admin', 'admin.co'])
    pollaTypes[username] = await savePollaTypeForExports(t.app, db, tokens[username]!);
  for (const username of ['admin', 'admin.co'])
    for (const days of [3, 2, 1]) {
      const settled = await t.app.inject({
        method: 'POST',
        url: settleDay.path,
        payload: { date: daysAgo(days) },
        headers: { ...bearer(tokens[username]!), 'x-timezone': ZONE },
      });
      expect(settled.statusCode, settled.body).toBe(200);
    }
}, 120_000);
afterAll(() => t.close());

/** What a list reads its filters from: a period over the history, a day of it, what a list cannot do without. */
function filtersFor(contract: EndpointContract, username: string): Record<string, string> {
  const body = (contract.request as { body?: { shape?: Record<string, unknown> } }).body;
  const keys = Object.keys(body?.shape ?? {});
  const filters: Record<string, string> = {};
  for (const key of keys) {
    if (['from', 'from_date', 'date_from', 'start_date'].includes(key)) filters[key] = daysAgo(4);
    if (['to', 'to_date', 'date_to', 'end_date'].includes(key)) filters[key] = today();
    if (key === 'date') filters[key] = daysAgo(1);
  }
  if (keys.includes('number')) filters.number = '7';
  if (keys.includes('polla_type') && contract.path.includes('jackpots')) filters.polla_type = pollaTypes[username]!;
  return filters;
}

/** The export's screen: its list (the balance of a day is its report beside it). */
function listOf(contract: EndpointContract): EndpointContract {
  if (contract.path === exportAccountBalance.path) return getAccountBalance;
  return ALL_ENDPOINTS.find((c) => !isFileEndpoint(c) && exportPathOf(c.path) === contract.path)!;
}

/** Every row of the screen's answer, page after page, as the screen asks for them. */
async function screenAnswer(
  list: EndpointContract,
  username: string,
  filters: Record<string, string>,
): Promise<Answer | 'refused'> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const paging: Record<string, string> = list === getAccountBalance ? {} : { page: String(page), per_page: '500' };
    const answer =
      list.method === 'GET'
        ? await t.app.inject({
            method: 'GET',
            url: `${pathOf(list)}?${new URLSearchParams({ ...filters, ...paging })}`,
            headers: { ...bearer(tokens[username]!), 'x-timezone': ZONE },
          })
        : await t.app.inject({
            method: 'POST',
            url: pathOf(list),
            payload: { ...filters, ...paging },
            headers: { ...bearer(tokens[username]!), 'x-timezone': ZONE },
          });
    if (answer.statusCode === 403) return 'refused';
    expect(answer.statusCode, `${list.path}: ${answer.body}`).toBe(200);
    const json = answer.json<Record<string, unknown>>();
    if (list === getAccountBalance)
      return { rows: json.lines as Record<string, unknown>[], totals: json.totals as Record<string, unknown>[] };
    rows.push(...(json.data as Record<string, unknown>[]));
    if (rows.length >= (json.total as number) || (json.data as unknown[]).length === 0)
      return { rows, totals: (json.totals as Record<string, unknown>[] | undefined) ?? null };
  }
}

// The acta of one draw is one record, not a list: its own test reads its file.
const exports = ALL_ENDPOINTS.filter((c) => isFileEndpoint(c) && c.path !== exportDrawSeal.path);
const READER: Record<string, string> = { '/api/v1/models/ticket-office/draws/polla/prizes/export': 'polla' };

describe('every export holds what its screen answers, whole, in every format', () => {
  it('covers every export of the API', () => {
    expect(exports.length).toBeGreaterThanOrEqual(50);
    for (const contract of exports) expect(exportSpecOf(contract.path), contract.path).toBeDefined();
  });

  const cases = exports.flatMap((contract) =>
    (READER[contract.path] ? [READER[contract.path]!] : ['admin', 'admin.co']).map(
      (username) => [contract.path, username, contract] as const,
    ),
  );

  it.each(cases)('%s as %s', async (_path, username, contract) => {
    const list = listOf(contract);
    const filters = filtersFor(contract, username);
    const answer = await screenAnswer(list, username, filters);
    if (answer === 'refused') {
      // A caller the screen refuses is refused the file too.
      const file = await t.app.inject({
        method: 'POST',
        url: contract.path,
        payload: { ...filters, format: 'csv' },
        headers: { ...bearer(tokens[username]!), 'x-timezone': ZONE },
      });
      expect(file.statusCode).toBe(403);
      return;
    }
    const spec = exportSpecOf(contract.path)!;
    const columns = prepareColumns(spec.columns);
    const expected = expectedTable(
      columns,
      answer,
      (spec.counted as ((row: unknown) => boolean) | undefined) ?? (() => true),
      clock,
    );
    const hasGroups = columns.some((column) => column.group);
    const titleRows = 4 + (hasGroups ? 1 : 0) + 1;

    const download = async (format: ExportFormat) => {
      const file = await t.app.inject({
        method: 'POST',
        url: contract.path,
        payload: { ...filters, format },
        headers: { ...bearer(tokens[username]!), 'x-timezone': ZONE },
      });
      expect(file.statusCode, `${format}: ${file.body.slice(0, 300)}`).toBe(200);
      // EXPORT_FILES_DIR keeps every file written, to open and look at.
      const keep = process.env.EXPORT_FILES_DIR;
      const name = /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))?.[1];
      if (keep && name) await writeFile(path.join(keep, `${username}-${name}`), file.rawPayload);
      return file;
    };
    const where = (format: ExportFormat) => `${contract.path} ${format} as ${username}`;
    const width = columns.length;
    const xlsx = (await xlsxTable((await download('xlsx')).rawPayload, titleRows)).map((line) =>
      [...line, ...Array<string>(width).fill('')].slice(0, width),
    );
    // Columns the file adds to the screen's (a field no row of the screen's answer has).
    const fileOnly = spec.columns.flatMap(({ value }, i) =>
      typeof value === 'string' && answer.rows.length > 0 && answer.rows.every((row) => !(value in row)) ? [i] : [],
    );
    let shown: string[][];
    let csv: string[][];
    if (fileOnly.length === 0) {
      shown = [...expected.rows, ...expected.totals].map((line) => line.map(shownText));
      csv = [...expected.rows, ...expected.totals].map((line) => line.map(csvText));
      expect(xlsx, where('xlsx')).toEqual(shown);
    } else {
      // Not comparable row by row (a screen row may be several in the file, one per currency):
      // the screen's columns of the file's rows are the screen's rows, and the PDF and CSV are its XLSX.
      const onScreen = (line: readonly string[]) => line.filter((_, i) => !fileOnly.includes(i));
      const fileRows = xlsx.slice(0, xlsx.length - expected.totals.length).map(onScreen);
      const distinct = fileRows.filter(
        (line, i) => i === 0 || JSON.stringify(line) !== JSON.stringify(fileRows[i - 1]),
      );
      expect(distinct, where('xlsx')).toEqual(expected.rows.map((line) => onScreen(line.map(shownText))));
      shown = xlsx;
      csv = xlsx.map((line) => line.map((text, i) => csvOfShown(columns[i]!, text)));
    }
    expect(csvTable((await download('csv')).body).slice(titleRows), where('csv')).toEqual(csv);
    const text = squeeze(pdfText((await download('pdf')).rawPayload));
    let at = 0;
    for (const [r, line] of shown.entries())
      for (const cell of line) {
        const whole = squeeze(cell);
        if (!whole) continue;
        const found = text.indexOf(whole, at);
        expect(found, `${where('pdf')}: line ${r + 1} «${cell}» is not printed whole`).toBeGreaterThanOrEqual(0);
        at = found + whole.length;
      }
    expect(text, where('pdf')).not.toContain('…');
    // The screen's own totals, where it shows them, are the file's.
    for (const entry of answer.totals ?? []) {
      const currency = entry.currency as Currency;
      const label = answer.totals!.length === 1 ? 'Total' : `Total ${currency}`;
      const line = shown.slice(shown.length - expected.totals.length).find((cells) => cells[0] === label);
      spec.columns.forEach(({ value, kind, title }, i) => {
        if (kind !== 'money' || typeof value !== 'string' || !(value in entry) || !isCurrency(currency)) return;
        expect(line?.[i], `${contract.path} total ${title} ${currency}`).toBe(
          moneyText(String(entry[value]), currency),
        );
      });
    }
    console.log(`${contract.path} as ${username}: ${answer.rows.length} rows`);
  });
});
