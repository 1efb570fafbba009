import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

/**
 * The lists the architecture document shares with the code (the tables of each schema file, the
 * browser flows), written between `<!-- name:start -->` and `<!-- name:end -->` markers.
 * `scripts/docs.test.ts` holds them equal to the code; `npx tsx scripts/doc-lists.ts` rewrites them.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const SCHEMA = path.join(root, 'apps/api/src/db/schema');
const E2E = path.join(root, 'e2e');
export const ARCHITECTURE = path.join(root, 'docs/ARCHITECTURE.md');

/** Each schema file (without `.ts`) with the tables it declares, sorted. */
export async function schemaTables(): Promise<[string, string[]][]> {
  const files = readdirSync(SCHEMA).filter(
    (name) => name.endsWith('.ts') && name !== 'index.ts' && !name.includes('.test.'),
  );
  const byFile: [string, string[]][] = [];
  for (const file of files.sort()) {
    const exported = (await import(path.join(SCHEMA, file))) as Record<string, unknown>;
    const tables = Object.values(exported).filter((value): value is PgTable => is(value, PgTable));
    if (tables.length) byFile.push([file.replace(/\.ts$/, ''), tables.map((table) => getTableName(table)).sort()]);
  }
  return byFile;
}

/** Each browser flow file with how many tests it holds and what its first test does. */
export function e2eFlows(): { file: string; tests: number; first: string }[] {
  return readdirSync(E2E)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(E2E, file), 'utf8');
      const titles = [...source.matchAll(/\btest\(\s*(['`])(.+?)\1/g)].map((match) => match[2]!);
      // A test written in a loop (one per user, one per size) counts once, with its template.
      return {
        file,
        tests: source.match(/(?<![.\w])test\(/g)?.length ?? 0,
        first: titles[0] ?? '(generated per case)',
      };
    });
}

/** The text between a list's markers in `doc`. */
export function listIn(doc: string, name: string): string {
  const start = doc.indexOf(`<!-- ${name}:start -->`);
  const end = doc.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < 0) throw new Error(`El documento no tiene la lista «${name}».`);
  return doc.slice(start + `<!-- ${name}:start -->`.length, end);
}

export const tablesText = (byFile: [string, string[]][]) =>
  `\n\n| Schema file | Tables |\n|---|---|\n${byFile
    .map(([file, tables]) => `| \`${file}.ts\` | ${tables.map((table) => `\`${table}\``).join(', ')} |`)
    .join('\n')}\n\n`;

export const flowsText = (flows: ReturnType<typeof e2eFlows>) =>
  `\n\n| Flow file | Tests | The first |\n|---|---|---|\n${flows
    .map(({ file, tests, first }) => `| \`${file}\` | ${tests} | ${first.replace(/\|/g, '\\|')} |`)
    .join('\n')}\n\n`;

function replaceList(doc: string, name: string, text: string): string {
  const start = doc.indexOf(`<!-- ${name}:start -->`) + `<!-- ${name}:start -->`.length;
  return doc.slice(0, start) + text + doc.slice(doc.indexOf(`<!-- ${name}:end -->`));
}

async function rewrite(): Promise<void> {
  let doc = readFileSync(ARCHITECTURE, 'utf8');
  doc = replaceList(doc, 'schema-tables', tablesText(await schemaTables()));
  doc = replaceList(doc, 'e2e-flows', flowsText(e2eFlows()));
  writeFileSync(ARCHITECTURE, doc);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void rewrite();
