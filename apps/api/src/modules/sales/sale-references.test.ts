import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { openOccurrence, sellRequest, setBets } from '../../../test/sales';
import { signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';

/**
 * Tickets name partners, users, occurrences and bet types without foreign keys, and plays and
 * keys name their ticket without one (ADR 032): none of those rows is ever deleted, so the names
 * stay good for as long as the tickets.
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

const NAMED = 'los tickets las nombran';
const ANNULLED = 'un ticket se anula, no se borra';

describe('rows that tickets name, and the tickets themselves', () => {
  it('are never deleted nor truncated', async () => {
    const { occurrenceId } = await openOccurrence(t.database.db, 'Lotto Activo');
    await setBets(t.database.db);
    const { access_token: token } = await signInAs(t.app, 'taquilla');
    const sale = await sellRequest(t.app, token, { plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number: '5', amount: '100' }] });
    expect(sale.statusCode).toBe(200);
    const ticketId = sale.json().ticket.id as number;
    const [seller] = await rowsOf<{ id: number; partner_id: number }>(
      t.database.db,
      sql`SELECT id, partner_id FROM users WHERE username = 'taquilla'`,
    );
    const refused: [table: string, reason: string, statement: ReturnType<typeof sql>][] = [
      ['partners', NAMED, sql`DELETE FROM partners WHERE id = ${seller!.partner_id}`],
      ['users', NAMED, sql`DELETE FROM users WHERE id = ${seller!.id}`],
      ['draw_occurrences', NAMED, sql`DELETE FROM draw_occurrences WHERE id = ${occurrenceId}`],
      ['bet_types', NAMED, sql`DELETE FROM bet_types WHERE code = 'ANIMALITO'`],
      ['bet_types', NAMED, sql`TRUNCATE bet_types CASCADE`],
      ['tickets', ANNULLED, sql`DELETE FROM tickets WHERE id = ${ticketId}`],
      ['tickets', ANNULLED, sql`TRUNCATE tickets CASCADE`],
      ['ticket_plays', ANNULLED, sql`DELETE FROM ticket_plays WHERE ticket_id = ${ticketId}`],
      ['ticket_plays', ANNULLED, sql`TRUNCATE ticket_plays`],
    ];
    for (const [table, reason, statement] of refused) {
      const failure = await failureOf(statement);
      expect(failure, table).toMatchObject({ code: '23001' });
      expect(failure!.message).toBe(`Las filas de ${table} no se borran: ${reason}.`);
    }
    // Their other changes go on as before.
    expect(await failureOf(sql`UPDATE draw_occurrences SET close_at = close_at WHERE id = ${occurrenceId}`)).toBeNull();
    expect(await failureOf(sql`UPDATE tickets SET status = status WHERE id = ${ticketId}`)).toBeNull();
  });
});
