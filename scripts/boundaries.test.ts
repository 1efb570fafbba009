import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { floorsOf, moduleCycles, readModuleGraph } from './api-module-graph';

/**
 * The layer rules of the web (ADR 039) are only worth something if the lint really fails on a
 * crossing: each planted import below must be reported, whether written with `@/` or relative,
 * and each allowed one must not be.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').length;
}

describe('web layer boundaries', () => {
  it.each([
    [
      'a feature reaching into another feature (alias)',
      'apps/web/src/features/users/x.ts',
      "export { AgenciesTable } from '@/features/network/components/agencies-table';",
    ],
    [
      'a feature reaching into another feature (relative)',
      'apps/web/src/features/users/api/x.ts',
      "export { TopesTable } from '../../quotas/components/topes-table';",
    ],
    [
      'a feature importing app/',
      'apps/web/src/features/users/components/x.ts',
      "export { SCREENS } from '@/app/screens';",
    ],
    [
      'shared components importing a feature',
      'apps/web/src/components/x.ts',
      "export { useSession } from '@/features/auth';",
    ],
    [
      'shared components importing app/',
      'apps/web/src/components/x.ts',
      "export { createQueryClient } from '../app/query-client';",
    ],
    ['lib importing shared components', 'apps/web/src/lib/x.ts', "export { toast } from '@/components/toast';"],
    ['lib importing a feature', 'apps/web/src/lib/x.ts', "export { useSession } from '../features/auth';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toBe(1);
  });

  it.each([
    [
      "a feature using another feature's public entry",
      'apps/web/src/features/users/components/x.ts',
      "export { useSession } from '@/features/auth';",
    ],
    ['a feature using its own internals', 'apps/web/src/features/users/routes/x.ts', "export * from '../api/keys';"],
    [
      'a feature using shared pieces',
      'apps/web/src/features/users/components/x.ts',
      "export { toast } from '@/components/toast';\nexport { formatMoney } from '@/lib/format';",
    ],
    [
      'app/ loading a screen entry',
      'apps/web/src/app/routes/x.ts',
      "export const load = () => import('@/features/users/screen');",
    ],
    [
      'a test building the query client',
      'apps/web/src/features/users/components/x.test.tsx',
      "export { createQueryClient } from '@/app/query-client';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toBe(0);
  });
});

describe('no raw HTML in the web', () => {
  async function rawHtmlErrors(code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/apps/web/src/features/users/components/x.tsx` });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
  }

  it.each([
    [
      'dangerouslySetInnerHTML',
      'export const X = ({ t }: { t: string }) => <div dangerouslySetInnerHTML={{ __html: t }} />;',
    ],
    ['innerHTML', 'export const x = (e: HTMLElement, t: string) => { e.innerHTML = t; };'],
    ['outerHTML', 'export const x = (e: HTMLElement, t: string) => { e.outerHTML = t; };'],
    ['insertAdjacentHTML', "export const x = (e: HTMLElement, t: string) => e.insertAdjacentHTML('beforeend', t);"],
    ['document.write', 'export const x = (t: string) => document.write(t);'],
  ])('refuses %s', async (_name, code) => {
    expect(await rawHtmlErrors(code)).toBe(1);
  });

  it('lets text through', async () => {
    expect(await rawHtmlErrors('export const X = ({ t }: { t: string }) => <div>{t}</div>;')).toBe(0);
  });
});

describe('API module boundaries', () => {
  async function apiBoundaryErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').length;
  }

  it.each([
    [
      "a module reaching into another module's repository",
      'apps/api/src/modules/payments/x.ts',
      "export { postEntry } from '../ledger/entry-repository';",
    ],
    [
      "a module reaching into another module's use case",
      'apps/api/src/modules/prizes/x.ts',
      "export { recordPrizeOutcome } from '../cash/record-movement';",
    ],
    ['lib importing a module', 'apps/api/src/lib/x.ts', "export { cashRoutes } from '../modules/cash';"],
    ['db importing a module', 'apps/api/src/db/x.ts', "export { cashRoutes } from '../modules/cash';"],
    ['the app reaching past an index', 'apps/api/src/x.ts', "export { cashRoutes } from './modules/cash/routes';"],
    [
      'a seed reaching into a repository',
      'apps/api/src/db/seed/x.ts',
      "export { insertPartner } from '../../modules/partners/repository';",
    ],
    [
      'a production file taking a test kit',
      'apps/api/src/modules/cash/x.ts',
      "export { resultsTestKit } from '../../../test/kits/results-test-kit';",
    ],
    ['a production file taking the test app', 'apps/api/src/lib/x.ts', "export { build } from '../../test/build';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await apiBoundaryErrors(file, code)).toBe(1);
  });

  it.each([
    [
      "a module using another module's index",
      'apps/api/src/modules/payments/x.ts',
      "export { postEntry } from '../ledger';",
    ],
    ['a module using its own internals', 'apps/api/src/modules/payments/x.ts', "export * from './repository';"],
    ['a module using the kernel', 'apps/api/src/modules/payments/x.ts', "export * from '../../lib/use-case';"],
    ['the app composing modules', 'apps/api/src/x.ts', "export { cashRoutes } from './modules/cash';"],
    [
      'a test taking a test kit',
      'apps/api/src/modules/cash/x.test.ts',
      "export { resultsTestKit } from '../../../test/kits/results-test-kit';",
    ],
    ['a test taking the test app', 'apps/api/src/lib/x.test.ts', "export { build } from '../../test/build';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await apiBoundaryErrors(file, code)).toBe(0);
  });
});

describe('API module graph', () => {
  const graph = readModuleGraph(`${root}/apps/api/src/modules`);

  it('has no circle of modules', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('stands on few floors', () => {
    // Today: 5 (ledger → general-report → rollups, payments → ledger → accounts…). A taller tower
    // means a module grew a dependency it should take through an event or the kernel.
    expect(floorsOf(graph)).toBeLessThanOrEqual(6);
  });

  it('finds a planted circle', () => {
    const planted = new Map([
      ['prizes', new Set(['cash'])],
      ['cash', new Set(['results'])],
      ['results', new Set(['awarding'])],
      ['awarding', new Set(['prizes'])],
      ['sales', new Set(['tickets'])],
      ['tickets', new Set(['sales', 'draws'])],
      ['draws', new Set<string>()],
    ]);
    expect(moduleCycles(planted)).toEqual([
      ['awarding', 'cash', 'prizes', 'results'],
      ['sales', 'tickets'],
    ]);
    expect(
      floorsOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set<string>()],
        ]),
      ),
    ).toBe(3);
  });
});

describe('the architecture document', () => {
  it('maps every API module, and no other', () => {
    const doc = readFileSync(`${root}/docs/ARCHITECTURE.md`, 'utf8');
    const map = doc.slice(doc.indexOf('<!-- module-map:start -->'), doc.indexOf('<!-- module-map:end -->'));
    const mapped = [...map.matchAll(/^\| `([a-z-]+)` \|/gm)].map(([, name]) => name).sort();
    const folders = readdirSync(`${root}/apps/api/src/modules`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(mapped).toEqual(folders);
  });
});

describe('numbers are written by the shared formatters', () => {
  async function formatErrors(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
  }

  it.each([
    ['the web', 'apps/web/src/features/users/components/x.ts', "export const f = new Intl.NumberFormat('es-VE');"],
    [
      'the web',
      'apps/web/src/features/users/components/x.ts',
      "export const t = (n: number) => n.toLocaleString('es-VE');",
    ],
    ['the API', 'apps/api/src/modules/cash/x.ts', "export const f = new Intl.NumberFormat('es-VE');"],
    ['the contracts', 'packages/contracts/src/x.ts', "export const t = (n: number) => n.toLocaleString('es-VE');"],
  ])('refuses a formatter of its own in %s', async (_where, file, code) => {
    expect(await formatErrors(file, code)).toBe(1);
  });

  it('lets the formatters be used', async () => {
    const code = "import { formatDrawn } from '@/lib/format';\nexport const t = (n: number) => formatDrawn(n);";
    expect(await formatErrors('apps/web/src/features/users/components/x.ts', code)).toBe(0);
  });
});

describe('names a newcomer can follow', () => {
  /** Web features that are not one API module's screens, and why. */
  const SPANNING: Record<string, string> = {
    'accounting-entries': "the spec's accounting screen: the ledger, payments and accounts as tabs",
    'cash-manage': "the bank's cash tabs over the cash module, apart from the taquilla's own cash screens",
    dashboards: 'the sales and analytical dashboards: the kpis and the sales targets',
    'registry-common': 'pieces the registry screens share (partner pickers, filters)',
    'regulator-report': "the regulator's report: the bet reports' rollups with the integrity module's day digests",
    sell: 'the point of sale: sales, tickets and prizes on one screen',
    'two-factor': "the account's second factor, over the auth module",
  };

  it('names each web feature like the API module it shows, or says why not', () => {
    const dirs = (folder: string) =>
      readdirSync(`${root}/${folder}`, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const modules = new Set(dirs('apps/api/src/modules'));
    const unlike = dirs('apps/web/src/features').filter((feature) => !modules.has(feature));
    expect(unlike.sort()).toEqual(Object.keys(SPANNING).sort());
  });
});
