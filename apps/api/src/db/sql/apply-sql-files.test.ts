import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl, waitForNoConnections } from '../../../test/postgres';
import { rowsOf } from '../../lib/raw-query';
import { openDatabase, type Database } from '../client';
import { checksumOf, readSqlFiles, type SqlFile } from './apply-sql-files';
import { SQL_FILES } from './index';

const functionOf = (file: string) => file.replace(/\.sql$/, '');

/** A database built from nothing: the baseline migration, then the live SQL files. */
async function newDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!inject('pgTemplate')) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `banca_sqlfiles_${inject('pgRunId')}_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolMax: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await waitForNoConnections(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Every function and trigger with the row version of its catalogue entry: a replaced one gets a new xmin. */
async function catalogue(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ entry: string }>(
    database.db,
    sql`SELECT p.proname || ' ' || p.xmin::text || ' ' || pg_get_functiondef(p.oid) AS entry
          FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
        UNION ALL
        SELECT t.tgname || ' ' || t.xmin::text || ' ' || pg_get_triggerdef(t.oid) FROM pg_trigger t WHERE NOT t.tgisinternal
        ORDER BY 1`,
  );
  return rows.map((row) => row.entry);
}

async function recorded(database: Database): Promise<Record<string, string>> {
  const rows = await rowsOf<{ name: string; checksum: string }>(
    database.db,
    sql`SELECT name, checksum FROM banca_sql_files`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.checksum]));
}

/** The files with one of them changed by a line at its end. */
function withChanged(files: SqlFile[], name: string): SqlFile[] {
  return files.map((file) => {
    if (file.name !== name) return file;
    const text = `${file.text}\n-- changed\n`;
    return { name, text, checksum: checksumOf(text) };
  });
}

describe('the live SQL files', () => {
  it('lists every .sql file of the folder in the manifest, once', () => {
    const inFolder = readdirSync(new URL('.', import.meta.url)).filter((name) => name.endsWith('.sql'));
    expect([...SQL_FILES].sort()).toEqual(inFolder.sort());
    expect(new Set(SQL_FILES).size).toBe(SQL_FILES.length);
  });

  describe('on a new database', () => {
    let database: Database;
    let drop: () => Promise<void>;
    const files = readSqlFiles();
    beforeAll(async () => ({ database, drop } = await newDatabase()), 120_000);
    afterAll(async () => drop?.());

    it('applies every file once, in the manifest order, and a second start applies none and changes nothing', async () => {
      expect(await database.migrate()).toEqual([...SQL_FILES]);
      const before = await catalogue(database);
      expect(await database.migrate()).toEqual([]);
      expect(await catalogue(database)).toEqual(before);
      expect(await recorded(database)).toEqual(Object.fromEntries(files.map((file) => [file.name, file.checksum])));
    });

    it('has every function the sale path calls: each file defines the function it is named after', async () => {
      const rows = await rowsOf<{ proname: string }>(
        database.db,
        sql`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace`,
      );
      const defined = rows.map((row) => row.proname);
      expect(defined).toEqual(expect.arrayContaining(SQL_FILES.map(functionOf)));
      // The ones the API calls by name.
      const called = ['banca_sell_tickets', 'banca_sale_limits_lock', 'banca_luhn_digit', 'banca_luhn_digit_of'];
      expect(defined).toEqual(expect.arrayContaining(called));
    });

    it('applies a changed file again, alone, and records its new checksum', async () => {
      const name = 'banca_lock_numbers.sql';
      const changed = withChanged(files, name);
      expect(await database.migrate(changed)).toEqual([name]);
      expect((await recorded(database))[name]).toBe(changed.find((file) => file.name === name)?.checksum);
      expect(await database.migrate(files)).toEqual([name]);
      expect(await database.migrate(files)).toEqual([]);
    });

    it('applies every file again after a schema migration, which may have dropped what they define', async () => {
      await database.db.execute(sql`UPDATE banca_sql_files SET schema_migration = 'an earlier migration'`);
      expect(await database.migrate()).toEqual([...SQL_FILES]);
      expect(await database.migrate()).toEqual([]);
    });

    it('leaves nothing of a run behind when a file fails, and names the file', async () => {
      const probe: SqlFile = {
        name: 'banca_probe.sql',
        text: 'CREATE OR REPLACE FUNCTION banca_probe() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
        checksum: checksumOf('probe'),
      };
      const broken: SqlFile = {
        name: 'banca_broken.sql',
        text: 'CREATE OR REPLACE FUNCTION',
        checksum: checksumOf('broken'),
      };
      const changed = withChanged(files, 'banca_sale_refused.sql');
      const before = await catalogue(database);
      await expect(database.migrate([...changed, probe, broken])).rejects.toThrow(/^banca_broken\.sql: /);
      expect(await catalogue(database)).toEqual(before);
      expect(await recorded(database)).toEqual(Object.fromEntries(files.map((file) => [file.name, file.checksum])));
      expect(await database.migrate()).toEqual([]);
    });
  });
});
