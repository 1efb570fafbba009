import {
  awardRaffle,
  getNotifications,
  liftSuspension,
  pathOf,
  saveResult,
  suspendDraw,
  type Notification,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';
import { sweepExpiringPrizes } from './prize-expiry-watch';

/** The events wired today tell the right people, in the event's transaction. */
const kit = resultsTestKit();
const partnerOf: Record<string, number> = {};

beforeAll(async () => {
  const rows = await kit.rows<{ username: string; partner_id: number }>(sql`SELECT username, partner_id FROM users`);
  for (const row of rows) partnerOf[row.username] = row.partner_id;
});

const EVERYONE = ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'] as const;

/** The kinds each demo user received since the last call, with their links. */
async function newsOf(kind: string): Promise<Record<string, Notification[]>> {
  const news: Record<string, Notification[]> = {};
  for (const who of EVERYONE) {
    const page = (await kit.as(who, 'POST', getNotifications.path, { without_reading: true })).json<{
      data: Notification[];
    }>();
    news[who] = page.data.filter((n) => n.kind === kind);
    await kit.as(who, 'POST', getNotifications.path, { read_all: true });
  }
  return news;
}
const told = (news: Record<string, Notification[]>) =>
  Object.entries(news)
    .filter(([, list]) => list.length > 0)
    .map(([who]) => who)
    .sort();

describe('a draw suspended and lifted', () => {
  it('tells everyone under the partner and the banca administrators, not the one who did it', async () => {
    await newsOf('DRAW_SUSPENDED');
    const occurrence = await kit.occurrence('Lotto Activo', '14:00');
    const answer = await kit.as('admin', 'POST', suspendDraw.path, {
      occurrence_id: occurrence,
      partner_id: partnerOf.distribuidor,
      reason: 'Falla en la transmisión',
    });
    expect(answer.statusCode).toBe(200);
    const suspended = await newsOf('DRAW_SUSPENDED');
    expect(told(suspended)).toEqual(['agencia', 'distribuidor', 'supervisor', 'taquilla']);
    expect(suspended.taquilla![0]).toMatchObject({ title: 'Sorteo suspendido', link: null });
    expect(suspended.supervisor![0]).toMatchObject({ title: 'Sorteo suspendido', link: '/admin/tools/suspend-raffle' });
    expect(suspended.taquilla![0]!.body).toMatch(
      /^Lotto Activo 02:00 pm del \d{2}\/\d{2}\/\d{4} no se vende en .+ hasta nuevo aviso\. Motivo: Falla en la transmisión\.$/,
    );

    const twice = await kit.as('admin', 'POST', suspendDraw.path, {
      occurrence_id: occurrence,
      partner_id: partnerOf.distribuidor,
      reason: 'Otra vez',
    });
    expect(twice.statusCode).toBe(409);
    expect(told(await newsOf('DRAW_SUSPENDED'))).toEqual([]);

    const lifted = await kit.as('supervisor', 'DELETE', pathOf(liftSuspension, { id: answer.json().id }));
    expect(lifted.statusCode).toBe(200);
    const news = await newsOf('DRAW_LIFTED');
    expect(told(news)).toEqual(['admin', 'agencia', 'distribuidor', 'taquilla']);
    expect(news.agencia![0]!.title).toBe('Sorteo reanudado');
  });
});

describe('a result saved, then awarded, then a prize about to expire', () => {
  let occurrence = 0;
  let winner: { id: number; serial: string };

  beforeAll(async () => {
    occurrence = await kit.occurrence('Triple Caracas', '16:30');
    await kit.setClosed(occurrence);
    winner = await kit.ticket('ACE1-T1', [
      { occurrence, betType: 'TRIPLE', number: '123', amount: '1000', multiplier: '600' },
    ]);
    await kit.ticket('ACE2-T1', [{ occurrence, betType: 'TRIPLE', number: '999', amount: '1000', multiplier: '600' }]);
    await newsOf('RESULT_SAVED');
  });

  it('a saved result tells those who may award it, in every banca', async () => {
    expect(
      (await kit.as('admin', 'POST', saveResult.path, { occurrence_id: occurrence, number: '123', sign: 4 }))
        .statusCode,
    ).toBe(200);
    const news = await newsOf('RESULT_SAVED');
    expect(told(news)).toEqual(['admin.pa', 'distribuidor']);
    expect(news.distribuidor![0]).toMatchObject({ title: 'Resultado cargado', link: '/admin/tools/award-raffle' });
    expect(news.distribuidor![0]!.body).toMatch(/^Triple Caracas 04:30 pm del \d{2}\/\d{2}\/\d{4}: salió el 123\. Ya se puede premiar\.$/);
  });

  it('an award tells who pays its prizes, each where they pay, and the other awarders', async () => {
    await newsOf('RESULT_AWARDED');
    expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence })).statusCode).toBe(200);
    const news = await newsOf('RESULT_AWARDED');
    expect(told(news)).toEqual(['admin.pa', 'agencia', 'distribuidor', 'taquilla']);
    expect(news.taquilla![0]).toMatchObject({ link: '/ticket-office/sell' });
    expect(news.taquilla![0]!.body).toMatch(
      /^Triple Caracas 04:30 pm del \d{2}\/\d{2}\/\d{4} quedó premiado con el 123\. Hay tickets premiados por pagar\.$/,
    );
    expect(news.agencia![0]).toMatchObject({ link: '/admin/administrative/balance-report/detailed-prize' });
    expect(news['admin.pa']![0]!.body).not.toMatch(/por pagar/);
  });

  it('a prize that expires within a day is told once to its taquilla and agency', async () => {
    await kit.db.execute(sql`UPDATE tickets SET prize_expires_at = now() + interval '2 hours' WHERE id = ${winner.id}`);
    await newsOf('PRIZE_EXPIRING');
    expect(await sweepExpiringPrizes(kit.db)).toBe(2);
    expect(await sweepExpiringPrizes(kit.db)).toBe(0);
    const news = await newsOf('PRIZE_EXPIRING');
    expect(told(news)).toEqual(['agencia', 'taquilla']);
    expect(news.taquilla![0]!.body).toMatch(
      new RegExp(
        `^El ticket ${winner.serial} tiene un premio de Bs 6\\.000,00 sin pagar que vence el \\d{2}/\\d{2}/\\d{4} `,
      ),
    );
  });
});
