import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';

/**
 * Tickets name partners, users, occurrences and bet types without foreign keys (ADR 032): those
 * rows are never deleted, so the names stay good for as long as the tickets.
 */

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

/** The error PostgreSQL gives for a statement, or null when it succeeds (always rolled back). */
async function failureOf(statement: ReturnType<typeof sql>): Promise<{ code?: string; message: string } | null> {
  const undo = new Error('deshacer');
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(statement);
      throw undo;
    });
  } catch (error) {
    if (error === undo) return null;
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      if ('code' in e) return e as { code?: string; message: string };
    }
    return { message: String(error) };
  }
  return null;
}

describe('rows that tickets name', () => {
  it('are never deleted nor truncated', async () => {
    const { occurrenceId } = await openOccurrence(t.database.db, 'Lotto Activo');
    const [seller] = await rowsOf<{ id: number; partner_id: number }>(
      t.database.db,
      sql`SELECT id, partner_id FROM users WHERE username = 'taquilla'`,
    );
    const statements = {
      partners: sql`DELETE FROM partners WHERE id = ${seller!.partner_id}`,
      users: sql`DELETE FROM users WHERE id = ${seller!.id}`,
      draw_occurrences: sql`DELETE FROM draw_occurrences WHERE id = ${occurrenceId}`,
      bet_types: sql`DELETE FROM bet_types WHERE code = 'ANIMALITO'`,
      'bet_types ': sql`TRUNCATE bet_types CASCADE`,
    };
    for (const [table, statement] of Object.entries(statements)) {
      const failure = await failureOf(statement);
      expect(failure, table).toMatchObject({ code: '23001' });
      expect(failure!.message).toContain(`Las filas de ${table.trim()} no se borran`);
    }
    // Their other changes go on as before.
    expect(await failureOf(sql`UPDATE draw_occurrences SET close_at = close_at WHERE id = ${occurrenceId}`)).toBeNull();
  });
});
