import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_UNCHAINED_AFTER_SECONDS, verifyIntegrity, type Query } from './integrity/verify-integrity';

/**
 * `npm run verify`: the independent verifier of the audit log, the ledger, the day digests
 * (ADR 057) and the draw seals (ADR 060), against `DATABASE_URL` or the embedded database of
 * `DATA_DIR` (stop the server that uses it first). Exit 0 when all agree, 1 naming the first
 * record that does not, 2 when it cannot read the database. Options: `--sin-encadenar SEGUNDOS`
 * (default 600; also how long a closed draw may stay unsealed) and `--huella AAAA-MM-DD=HEX`,
 * repeatable, for digests kept elsewhere.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function optionsOf(args: string[]) {
  const expected: { day: string; digest: string }[] = [];
  let unchainedAfterSeconds = DEFAULT_UNCHAINED_AFTER_SECONDS;
  for (let i = 0; i < args.length; i += 1) {
    const [flag, value] = [args[i], args[i + 1] ?? ''];
    if (flag === '--huella' && /^\d{4}-\d{2}-\d{2}=[0-9a-fA-F]{64}$/.test(value)) {
      const [day, digest] = value.split('=') as [string, string];
      expected.push({ day, digest });
    } else if (flag === '--sin-encadenar' && /^\d+$/.test(value)) unchainedAfterSeconds = Number(value);
    else throw new Error(`Opción no válida: ${flag} ${value}`.trim());
    i += 1;
  }
  return { expected, unchainedAfterSeconds };
}

async function open(): Promise<{ query: Query; where: string; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url, application_name: 'banca-verify' });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      where: 'PostgreSQL (DATABASE_URL)',
      close: () => client.end(),
    };
  }
  const dir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? './data');
  if (!existsSync(dir)) throw new Error(`No hay base embebida en ${dir}: defina DATABASE_URL o DATA_DIR.`);
  const client = await PGlite.create(dir);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    where: `la base embebida de ${path.basename(dir)}`,
    close: () => client.close(),
  };
}

async function main(): Promise<number> {
  const started = performance.now();
  let database;
  try {
    const options = optionsOf(process.argv.slice(2));
    database = await open();
    const report = await verifyIntegrity(database.query, options);
    const ms = Math.round(performance.now() - started);
    const of = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const counted = `${of(report.audit, 'registro de la bitácora', 'registros de la bitácora')}, ${of(report.ledger, 'asiento del libro', 'asientos del libro')}, ${of(report.days, 'huella diaria', 'huellas diarias')} y ${of(report.seals, 'acta de cierre', 'actas de cierre')}`;
    if (report.ok) {
      console.log(`Integridad verificada en ${database.where}: ${counted}, en ${ms} ms.`);
      return 0;
    }
    console.error(`Integridad rota en ${database.where}: ${report.problem}`);
    console.error(`Revisado hasta ahí: ${counted}, en ${ms} ms.`);
    return 1;
  } catch (error) {
    console.error(`No se pudo verificar: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
