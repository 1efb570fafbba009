import {
  ALL_ENDPOINTS,
  exportAccountBalance,
  exportAgencies,
  exportBetNumber,
  exportDailyJackpots,
  exportLogs,
  exportPathOf,
  exportPollaPrizes,
  exportWeeklyJackpots,
  isFileEndpoint,
  exportDrawSeal,
  type EndpointContract,
} from '@banca/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { savePollaTypeForExports } from '../../../test/kits/file-answer-test-kit';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await build();
  // Distribuidora Oriente may manage its children, so it may list (and export) its agencies.
  await t.database.db.update(users).set({ manageChilds: true }).where(eq(users.username, 'distribuidor2'));
  for (const username of ['admin', 'distribuidor', 'distribuidor2', 'polla']) {
    tokens[username] = (await signInAs(t.app, username)).access_token;
  }
  const pollaType = { polla_type: await savePollaTypeForExports(t.app, t.database.db, tokens.admin!) };
  REQUIRED_FILTERS[exportDailyJackpots.path] = pollaType;
  REQUIRED_FILTERS[exportWeeklyJackpots.path] = pollaType;
});
afterAll(() => t.close());

const exportAs = (username: string, contract: EndpointContract, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: pathOf(contract), payload, headers: bearer(tokens[username]!) });

/** The data rows of an exported CSV: between the titles row and the totals. */
function csvRows(body: string): string[][] {
  const lines = body.split('\r\n').filter(Boolean);
  const titles = lines.findIndex((line, i) => i > 2 && line.includes(';'));
  const hasGroups = lines[titles + 1] !== undefined && lines[titles]!.startsWith(';');
  const first = titles + (hasGroups ? 2 : 1);
  const totals = lines.findIndex((line, i) => i >= first && /^Total( [A-Z]+)?;/.test(line));
  return lines.slice(first, totals).map((line) => line.split(';'));
}

/** Filters a list cannot do without (bet-number is one number's report; the potes, their polla type's). */
const REQUIRED_FILTERS: Record<string, Record<string, string>> = { [exportBetNumber.path]: { number: '7' } };

/** Lists only a seller reads (the polla seller's prizes): exported by that seller instead of the admin. */
const READER: Record<string, string> = { [exportPollaPrizes.path]: 'polla' };

/**
 * Exports of a report that is not a paged list, at the path the spec gives them (the balance of a
 * day: `account-balance/export` beside `account-balance/report`); their own tests read the files.
 */
const REPORT_EXPORTS = new Set<string>([exportAccountBalance.path, exportDrawSeal.path]);

describe('every list export', () => {
  const exports = ALL_ENDPOINTS.filter((c) => isFileEndpoint(c) && !REPORT_EXPORTS.has(c.path));
  const listOf = (path: string) => ALL_ENDPOINTS.find((c) => !isFileEndpoint(c) && exportPathOf(c.path) === path)!;

  it('is derived from a list, one per list that the screens export', () => {
    expect(exports.length).toBeGreaterThanOrEqual(16);
    for (const contract of exports) expect(listOf(contract.path), contract.path).toBeDefined();
  });

  it.each(exports.map((contract) => [contract.path, contract] as const))(
    '%s answers the admin (or its one reader) a CSV with every row of the list',
    async (_path, contract) => {
      const list = listOf(contract.path);
      const required = REQUIRED_FILTERS[contract.path] ?? {};
      const reader = READER[contract.path] ?? 'admin';
      const listed =
        list.method === 'GET'
          ? await t.app.inject({
              method: 'GET',
              url: `${pathOf(list)}?${new URLSearchParams({ per_page: '1', ...required })}`,
              headers: bearer(tokens[reader]!),
            })
          : await t.app.inject({
              method: 'POST',
              url: pathOf(list),
              payload: { per_page: 1, ...required },
              headers: bearer(tokens[reader]!),
            });
      expect(listed.statusCode, listed.body).toBe(200);
      const answer = await exportAs(reader, contract, { format: 'csv', ...required });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(csvRows(answer.body)).toHaveLength(listed.json().total);
    },
  );
});

describe('OUTSIDER: an export holds exactly what its list shows the caller', () => {
  const agencyCodes = async (username: string) => {
    const answer = await exportAs(username, exportAgencies, { format: 'xlsx', sort: 'code' });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const codes: string[] = [];
    workbook.worksheets[0]!.eachRow((row, number) => {
      const code = String(row.getCell(1).value ?? '');
      if (number > 5 && !code.startsWith('Total')) codes.push(code);
    });
    return codes;
  };

  it("a distributor's export never holds another branch's agencies", async () => {
    const centro = await agencyCodes('distribuidor');
    const oriente = await agencyCodes('distribuidor2');
    expect(centro.length).toBeGreaterThan(0);
    expect(oriente).toEqual(['AOR1', 'AOR2', 'AOR3']);
    expect(centro.filter((code) => code.startsWith('AOR'))).toEqual([]);
    expect((await agencyCodes('admin')).length).toBe(12);
  });

  it('keeps the filters of the list and says them in the title block', async () => {
    const answer = await exportAs('admin', exportAgencies, { format: 'csv', search: 'valencia', status: 'ACTIVE' });
    expect(answer.body.split('\r\n')[1]).toBe('Filtros: Búsqueda: valencia · Estado: ACTIVE');
    expect(csvRows(answer.body)).toHaveLength(2);
  });

  it('refuses a bad format with a Spanish 400 on its field', async () => {
    const answer = await exportAs('admin', exportLogs, { format: 'docx', from: '2025-03-01' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([{ field: 'format', message: 'El formato debe ser xlsx, pdf o csv.' }]);
  });

  it('is refused to a role the list refuses', async () => {
    const answer = await exportAs('distribuidor', exportLogs, { format: 'csv' });
    expect(answer.statusCode).toBe(403);
  });
});
