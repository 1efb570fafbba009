import { reprintTicket, type SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build';
import { buildSellingLotto, type openOccurrence, sellRequest } from '../../../test/sales';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';

let t: TestApp;
let seller: string;
let lotto: Awaited<ReturnType<typeof openOccurrence>>;

beforeAll(async () => ({ t, seller, lotto } = await buildSellingLotto()));
afterAll(() => t.close());

const sell = async (number: string) =>
  (
    await sellRequest(t.app, seller, {
      plays: [{ occurrence_id: lotto.occurrenceId, bet_type: 'ANIMALITO', number, amount: '100' }],
    })
  ).json<SaleResponse>().ticket;
const reprint = (token: string, serial: string) =>
  t.app.inject({ method: 'POST', url: reprintTicket.path, headers: bearer(token), payload: { serial } });
const reprints = async (id: number) =>
  rowsOf<{ action: string; username: string; after: { serial: string } }>(
    t.database.db,
    sql`SELECT action, username, "after" FROM audit_log WHERE entity = 'ticket' AND entity_id = ${String(id)} AND action = 'REPRINT_TICKET' ORDER BY id`,
  );

describe('reprinting a ticket', () => {
  it('answers the ticket to print and audits each reprint with its serial', async () => {
    const ticket = await sell('21');
    const first = await reprint(seller, ticket.serial);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: ticket.id, serial: ticket.serial, security_code: ticket.security_code });
    expect((await reprint(seller, ticket.serial)).statusCode).toBe(200);
    const rows = await reprints(ticket.id);
    expect(rows.map((row) => [row.action, row.username, row.after.serial])).toEqual([
      ['REPRINT_TICKET', 'taquilla', ticket.serial],
      ['REPRINT_TICKET', 'taquilla', ticket.serial],
    ]);
  });

  it('lets the chain above reprint within its part of the network', async () => {
    const ticket = await sell('22');
    const admin = (await signInAs(t.app, 'admin')).access_token;
    expect((await reprint(admin, ticket.serial)).statusCode).toBe(200);
    expect((await reprints(ticket.id)).map((row) => row.username)).toEqual(['admin']);
  });

  it('hides another branch’s ticket (404) and audits nothing', async () => {
    const ticket = await sell('23');
    const outsider = (await signInAs(t.app, 'admin.pa')).access_token;
    const answer = await reprint(outsider, ticket.serial);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'El ticket no existe.' });
    const other = await signInAs(t.app, 'distribuidor2');
    expect((await reprint(other.access_token, ticket.serial)).statusCode).toBe(404);
    expect(await reprints(ticket.id)).toEqual([]);
  });

  it('refuses a serial that is not one, naming the field', async () => {
    const answer = await reprint(seller, '12AB');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'serial', message: 'El serial debe tener 10 dígitos.' }),
    ]);
    expect((await reprint(seller, '9999999999')).statusCode).toBe(404);
  });
});
