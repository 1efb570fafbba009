import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
    ['dangerouslySetInnerHTML', 'export const X = ({ t }: { t: string }) => <div dangerouslySetInnerHTML={{ __html: t }} />;'],
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
