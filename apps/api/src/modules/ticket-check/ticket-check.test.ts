import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  awardRaffle,
  checkTicket,
  getTicketCopySettings,
  payPrize,
  saveResult,
  sendTicketCopy,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

/** The messaging provider: a real HTTP server that keeps what it was sent. */
const received: { body: unknown; authorization: string | undefined }[] = [];
const provider = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ body: JSON.parse(body), authorization: request.headers.authorization });
    response.writeHead(body.includes('"to":"5800000000000"') ? 500 : 200).end();
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => provider.close(resolve)));

const kit = resultsTestKit({
  ticketCopy: {
    webhookUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`,
    token: 'prov-token',
    channels: ['SMS'],
  },
  publicUrl: 'https://banca.example',
});

type Sold = { id: number; serial: string; code: string };
let occurrence: number;
let winner: Sold;
let loser: Sold;

const check = (serial: string, code: string, remoteAddress = '10.0.0.1') =>
  kit.app.inject({
    method: 'POST',
    url: checkTicket.path,
    payload: { serial, security_code: code },
    remoteAddress,
  });

beforeAll(async () => {
  occurrence = await kit.occurrence('Lotto Activo', '16:00');
  await kit.setClosed(occurrence);
  winner = await kit.ticket('ACE1-T1', [
    { occurrence, betType: 'ANIMALITO', number: '7', amount: '100', multiplier: '30' },
  ]);
  loser = await kit.ticket('ACE1-T1', [
    { occurrence, betType: 'ANIMALITO', number: '8', amount: '250', multiplier: '30' },
  ]);
});

describe('the public check of a ticket', () => {
  it('shows a pending ticket with its plays and nothing of the agency or the seller', async () => {
    const answer = await check(winner.serial, winner.code.toLowerCase());
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ serial: winner.serial, status: 'ACTIVO', total: '100', collect: null, paid_at: null });
    expect(body.plays).toEqual([expect.objectContaining({ number: '7', amount: '100', result: null, won: null })]);
    const [names] = await kit.rows<{ taquilla: string; agency: string; seller: string }>(
      sql`SELECT tq.name AS taquilla, ag.name AS agency, u.name AS seller FROM tickets t
            JOIN partners tq ON tq.id = t.taquilla_id JOIN partners ag ON ag.id = t.agency_id
            JOIN users u ON u.id = t.seller_id WHERE t.id = ${winner.id}`,
    );
    for (const name of Object.values(names!)) expect(answer.body).not.toContain(name);
    expect(answer.body).not.toContain(winner.code);
  });

  it('shows the result, the prize and where and until when to collect, then that it was paid', async () => {
    await kit.as('admin', 'POST', saveResult.path, { occurrence_id: occurrence, number: '7' });
    expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(200);
    const won = (await check(winner.serial, winner.code)).json();
    const [taquilla] = await kit.rows<{ name: string }>(sql`SELECT name FROM partners WHERE code = 'ACE1-T1'`);
    expect(won).toMatchObject({ status: 'PREMIADO', prize_total: '3000', collect: { taquilla_name: taquilla!.name } });
    expect(won.collect.until).toEqual(expect.any(String));
    expect(won.plays[0]).toMatchObject({ result: { number: '7' }, won: true, prize: '3000' });
    expect((await check(loser.serial, loser.code)).json()).toMatchObject({
      status: 'PERDEDOR',
      collect: null,
      plays: [{ result: { number: '7' }, won: false, prize: '0' }],
    });

    const paid = await kit.as('taquilla', 'POST', payPrize.path, { serial: winner.serial, security_code: winner.code });
    expect(paid.statusCode).toBe(200);
    expect((await check(winner.serial, winner.code)).json()).toMatchObject({
      status: 'PAGADO',
      collect: null,
      paid_at: expect.any(String),
    });
  });

  it('answers a wrong code exactly like a serial that never existed, and a bad serial by its field', async () => {
    const wrong = await check(winner.serial, 'ZZ999999', '10.0.0.2');
    const unknown = await check('0000000001', 'ZZ999999', '10.0.0.2');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json().message).toBe(unknown.json().message);
    const bad = await check('12', 'ZZ999999', '10.0.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'serial' })]);
  });

  it('lets 1,000 guesses from one address learn nothing: the same refusals for real and made-up serials, then a wait', async () => {
    const real = [winner.serial, loser.serial];
    const answers: { status: number; message: string }[] = [];
    for (let guess = 0; guess < 1000; guess++) {
      const serial = guess % 2 ? real[guess % 4 === 1 ? 0 : 1]! : String(1_000_000_000 + guess);
      const answer = await check(serial, `GU${String(100000 + guess)}`, '10.6.6.6');
      answers.push({ status: answer.statusCode, message: answer.json().message });
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
    const distinct = new Set(answers.map((answer) => `${answer.status} ${answer.message}`));
    // The first ten wrong pairs: one 404 message; then a wait (429), even for a right pair.
    expect(answers.slice(0, 10).every((answer) => answer.status === 404)).toBe(true);
    expect(answers.slice(10).every((answer) => answer.status === 429)).toBe(true);
    expect([...distinct].filter((text) => text.startsWith('404'))).toHaveLength(1);
    expect((await check(winner.serial, winner.code, '10.6.6.6')).statusCode).toBe(429);
    expect((await check(winner.serial, winner.code, '10.6.6.7')).statusCode).toBe(200);
  });
});

describe('the digital copy', () => {
  it('says which channels the provider offers', async () => {
    expect((await kit.as('taquilla', 'GET', getTicketCopySettings.path)).json()).toEqual({ channels: ['SMS'] });
  });

  it('sends the copy text with the link to the public check, and audits it with the phone masked', async () => {
    const answer = await kit.as('taquilla', 'POST', sendTicketCopy.path, {
      serial: loser.serial,
      channel: 'SMS',
      phone: '584141234567',
    });
    expect(answer.statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.authorization).toBe('Bearer prov-token');
    expect(last.body).toMatchObject({ channel: 'SMS', to: '584141234567' });
    const text = (last.body as { text: string }).text;
    expect(text).toContain(`Ticket ${loser.serial}`);
    expect(text).toContain('Total: Bs 2,50');
    expect(text).toContain(`https://banca.example/ticket#${loser.serial}-${loser.code}`);
    const [audit] = await kit.rows<{ after: { phone: string } }>(
      sql`SELECT after FROM audit_log WHERE action = 'SEND_TICKET_COPY' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.after.phone).toBe('…4567');
  });

  it('refuses a channel not configured, another branch’s ticket, a bad phone, and says when the provider fails', async () => {
    const send = (who: string, body: object) =>
      kit.as(who, 'POST', sendTicketCopy.path, {
        serial: loser.serial,
        channel: 'SMS',
        phone: '584141234567',
        ...body,
      });
    const before = received.length;
    expect((await send('taquilla', { channel: 'WHATSAPP' })).statusCode).toBe(422);
    expect((await send('taquilla', { phone: '12ab' })).json().fields).toEqual([
      expect.objectContaining({ field: 'phone' }),
    ]);
    const other = await kit.ticket('ACE2-T1', [
      { occurrence, betType: 'ANIMALITO', number: '9', amount: '100', multiplier: '30' },
    ]);
    expect((await send('taquilla', { serial: other.serial })).statusCode).toBe(404);
    expect(received.length).toBe(before);
    const failed = await send('taquilla', { phone: '5800000000000' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('MESSAGE_PROVIDER_FAILED');
  });
});
