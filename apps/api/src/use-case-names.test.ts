import * as contracts from '@banca/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer finds an endpoint's code by its contract's name: the contract `approveCashRegister`
 * is served by `modules/<module>/approve-cash-register.ts`, which exports a function
 * `approveCashRegister` (the use case, ADR 036 and 053), or `makeApproveCashRegister` when the use
 * case is built with its collaborators.
 *
 * Two kinds of endpoint have no use case of their own, and are found by their registration instead:
 * an export (`registerExport(app, exportAccounts, accountsExport)`: the columns and the rows of the
 * list's own query, in the module's `…-export(s).ts`), and a list that answers a constant of the
 * contracts (`registerEndpoint(app, listPlayTypes, async () => PLAY_TYPES…)`).
 *
 * Every contract complies: 45 of 309 did when this test was written (issue 25), all 321 now.
 */
const MODULES = fileURLToPath(new URL('./modules', import.meta.url));

/** `approveCashRegister` → `approve-cash-register`. */
function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The names `@banca/contracts` exports for the endpoints of `ALL_ENDPOINTS`. */
const endpoints = new Set<unknown>(contracts.ALL_ENDPOINTS);
const names = Object.entries(contracts)
  .filter(([, value]) => endpoints.has(value))
  .map(([name]) => name)
  .sort();

const files = sourceFiles(MODULES);

/**
 * A file named after the contract that exports a function of the contract's name, or the factory
 * `make<Name>` that `routes.ts` gives the use case's collaborators once (ADR 036).
 */
function useCaseFileOf(name: string): string | undefined {
  const factory = `make${name[0]!.toUpperCase()}${name.slice(1)}`;
  const exported = new RegExp(
    `^export (async )?function (${name}|${factory})\\b|^export const (${name}|${factory})\\b`,
    'm',
  );
  return files.find((path) => path.endsWith(`/${kebabCase(name)}.ts`) && exported.test(readFileSync(path, 'utf8')));
}

const sources = files.map((path) => readFileSync(path, 'utf8'));

/** `registerExport(app, <name>, …)` or `registerEndpoint(app, <name>, async () => A_CONSTANT…)`. */
function registrationOf(name: string): boolean {
  const contract = `(contracts\\.)?${name}`;
  const exported = new RegExp(`registerExport\\(\\s*app,\\s*${contract},`);
  // A handler that takes no request and answers from a constant: `async () => PLAY_TYPES.map(…)`.
  const constant = new RegExp(
    `registerEndpoint\\(\\s*app,\\s*${contract},\\s*(async )?\\(\\) =>[^;]*?\\b[A-Z][A-Z_]{2,}\\b`,
  );
  return sources.some((source) => (name.startsWith('export') ? exported : constant).test(source));
}

const found = names.filter((name) => useCaseFileOf(name) !== undefined || registrationOf(name));

describe('every endpoint contract', () => {
  it(`has its use case in a file of its name, or its registration: ${found.length} of ${names.length}`, () => {
    const missing = names.filter((name) => !found.includes(name));
    expect(missing, 'no `<kebab-name>.ts` exporting `function <name>` in modules/').toEqual([]);
  });
});

describe('kebabCase', () => {
  it('splits camel case into lower-case words', () => {
    expect(kebabCase('approveCashRegister')).toBe('approve-cash-register');
    expect(kebabCase('kpiTopNumbers')).toBe('kpi-top-numbers');
    expect(kebabCase('getCrossDbStatus')).toBe('get-cross-db-status');
  });
});
