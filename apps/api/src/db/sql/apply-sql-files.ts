import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SQL_FILES } from './index';

/** One file of live SQL: its name in the manifest, its text and the checksum of that text. */
export interface SqlFile {
  readonly name: string;
  readonly text: string;
  readonly checksum: string;
}

/** What applying the files needs of a transaction, on either driver. */
export interface SqlScriptSession {
  /** Runs a script of one or more statements. */
  exec(script: string): Promise<void>;
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
}

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
export type InSqlTransaction = (work: (session: SqlScriptSession) => Promise<void>) => Promise<void>;

interface AppliedFile {
  name: string;
  checksum: string;
  schema_migration: string | null;
}

// Two processes starting together apply the files one after the other, not both at once.
const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('banca.sql-files', 0))`;

const TRACKING_TABLE = `CREATE TABLE banca_sql_files (
  name text PRIMARY KEY,
  checksum text NOT NULL,
  schema_migration text,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

// The schema migration the database is at, as Drizzle's migrator records it.
const LAST_SCHEMA_MIGRATION = `SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC, id DESC LIMIT 1`;

export function checksumOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The manifest's files, read from this folder. */
export function readSqlFiles(names: readonly string[] = SQL_FILES): SqlFile[] {
  return names.map((name) => {
    const text = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    return { name, text, checksum: checksumOf(text) };
  });
}

/**
 * Applies the live SQL files after the schema migrations, all in one transaction, in the given
 * order. A file runs when its checksum differs from the one recorded for it, or when a schema
 * migration ran since it was recorded (a migration may have dropped what it defines); an unchanged
 * file costs nothing. Files no longer listed lose their record (what they defined is dropped by a
 * migration). Answers the names of the files applied.
 */
export async function applySqlFiles(inTransaction: InSqlTransaction, files: readonly SqlFile[]): Promise<string[]> {
  const applied: string[] = [];
  await inTransaction(async (session) => {
    await session.exec(LOCK);
    const [tracked] = await session.rows<{ exists: boolean }>(
      `SELECT to_regclass('banca_sql_files') IS NOT NULL AS exists`,
    );
    if (!tracked?.exists) await session.exec(TRACKING_TABLE);
    const [migration] = await session.rows<{ hash: string }>(LAST_SCHEMA_MIGRATION);
    const schemaMigration = migration?.hash ?? null;
    const recorded = new Map(
      (await session.rows<AppliedFile>('SELECT name, checksum, schema_migration FROM banca_sql_files')).map((row) => [
        row.name,
        row,
      ]),
    );
    for (const file of files) {
      const record = recorded.get(file.name);
      if (record?.checksum === file.checksum && record.schema_migration === schemaMigration) continue;
      await runFile(session, file);
      await session.rows(
        `INSERT INTO banca_sql_files (name, checksum, schema_migration) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, schema_migration = excluded.schema_migration,
                                          applied_at = excluded.applied_at`,
        [file.name, file.checksum, schemaMigration],
      );
      applied.push(file.name);
    }
    await session.rows('DELETE FROM banca_sql_files WHERE NOT (name = ANY ($1::text[]))', [
      files.map((file) => file.name),
    ]);
  });
  return applied;
}

/** The start-up line that names the files applied. */
export function sqlFilesMessage(applied: readonly string[]): string {
  return `Archivos SQL aplicados (${applied.length}): ${applied.join(', ')}.`;
}

async function runFile(session: SqlScriptSession, file: SqlFile): Promise<void> {
  try {
    await session.exec(file.text);
  } catch (error) {
    throw new Error(`${file.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
