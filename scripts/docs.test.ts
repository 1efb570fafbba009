import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, e2eFlows, flowsText, listIn, schemaTables, tablesText } from './doc-lists';

/**
 * Where the architecture document lists what the code knows, the list is written from the code
 * (`npx tsx scripts/doc-lists.ts`) and held equal to it here, so that it cannot drift.
 */
describe('the lists of the architecture document', () => {
  const doc = readFileSync(ARCHITECTURE, 'utf8');

  it('names every table of every schema file', async () => {
    const tables = await schemaTables();
    expect(tables.flatMap(([, names]) => names)).toContain('ledger_entries');
    expect(listIn(doc, 'schema-tables')).toBe(tablesText(tables));
  });

  it('names every browser flow file', () => {
    const flows = e2eFlows();
    expect(flows.length).toBeGreaterThan(20);
    expect(listIn(doc, 'e2e-flows')).toBe(flowsText(flows));
  });

  it('would see a table the document does not name', async () => {
    const tables = await schemaTables();
    const withOneMore: [string, string[]][] = tables.map(([file, names], index) => [
      file,
      index ? names : [...names, 'planted'],
    ]);
    expect(listIn(doc, 'schema-tables')).not.toBe(tablesText(withOneMore));
  });
});
