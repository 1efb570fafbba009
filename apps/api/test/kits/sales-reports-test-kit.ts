import {
  annulTicket,
  awardRaffle,
  payPrize,
  saveResult,
  type EndpointContract,
  type SaleResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { pathOf } from '../paths';
import { openOccurrence, sellRequest, setBets } from '../sales';
import { bearer, signInAs } from '../session';
import { foldUntilCaughtUp } from '../../src/modules/rollups';
import { resultsTestKit } from './results-test-kit';
import type { Figures, Period } from './expected-figures-test-kit';

/**
 * What the sales report tests share: the app on its own copy of the demo database, where today
 * taquillas of three bancas sell on the web and on a terminal (bolívares, dollars inside the
 * bolívar banca, dollars in Panamá, pesos in Colombia); a terminal sale is annulled, the 10:00
 * draw gives 7, one winner is paid at its taquilla; then the rollups are folded.
 */
export function salesReportsKit() {
  const kit = resultsTestKit();
  const tokens: Record<string, string> = {};
  const partner: Record<string, { id: number; path: string }> = {};
  let period: Period = { from: '', to: '' };

  beforeAll(async () => {
    const db = kit.db;
    await db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE2-T1'`);
    for (const row of await kit.rows<{ code: string; id: number; path: string }>(
      sql`SELECT code, id, path FROM partners`,
    )) {
      partner[row.code] = { id: row.id, path: row.path };
    }
    const lotto = await kit.occurrence('Lotto Activo', '10:00');
    const triple = await kit.occurrence('Triple Caracas', '13:00');
    const animal = (number: string, amount: string) => ({
      occurrence: lotto,
      betType: 'ANIMALITO' as const,
      number,
      amount,
      multiplier: '30',
    });
    const tripleOf = (number: string, amount: string) => ({
      occurrence: triple,
      betType: 'TRIPLE' as const,
      number,
      amount,
      multiplier: '600',
    });
    const paid = await kit.ticket('ACE1-T1', [animal('7', '1000')]);
    await kit.ticket('ACE1-T2', [animal('12', '2000'), tripleOf('123', '500')]);
    await kit.ticket('ACE1-T1', [animal('12', '800')]);
    await kit.ticket('ACE1-T1', [tripleOf('456', '600')]);
    await kit.ticket('ACE2-T1', [animal('7', '700')]);
    await kit.ticket('AOR1-T1', [animal('7', '1500')]);
    await kit.ticket('APA1-T1', [animal('7', '300')]);
    await kit.ticket('ABO1-T1', [animal('9', '50000')]);

    await setBets(db);
    const open = await openOccurrence(db, 'Lotto Activo');
    const seller = (await signInAs(kit.app, 'taquilla')).access_token;
    const terminal = async (number: string, amount: string) => {
      const answer = await sellRequest(kit.app, seller, {
        plays: [{ occurrence_id: open.occurrenceId, bet_type: 'ANIMALITO', number, amount }],
        channel: 'TERMINAL',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<SaleResponse>();
    };
    await terminal('5', '2500');
    const annulled = await terminal('6', '1200');
    const annul = await kit.app.inject({
      method: 'PATCH',
      url: pathOf(annulTicket, { id: annulled.ticket.id }),
      headers: bearer(seller),
      payload: { reason: 'Error del cliente' },
    });
    expect(annul.statusCode, annul.body).toBe(200);

    await kit.setClosed(lotto);
    expect((await kit.as('admin', 'POST', saveResult.path, { occurrence_id: lotto, number: '7' })).statusCode).toBe(
      200,
    );
    expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: lotto })).statusCode).toBe(200);
    const payment = await kit.app.inject({
      method: 'POST',
      url: payPrize.path,
      headers: bearer(seller),
      payload: { serial: paid.serial, security_code: paid.code },
    });
    expect(payment.statusCode, payment.body).toBe(200);

    await foldUntilCaughtUp(db);
    const [days] = await kit.rows<Period>(
      sql`SELECT min(business_date)::text AS from, max(business_date)::text AS to FROM tickets`,
    );
    period = days!;
  }, 60_000);

  async function tokenOf(who: string) {
    tokens[who] ??= (await signInAs(kit.app, who)).access_token;
    return tokens[who];
  }

  /** A report as `who` asks it (every row: one page of 500), in a zone. */
  async function read(
    who: string,
    contract: EndpointContract,
    query: Record<string, string | number> = {},
    zone = 'America/Caracas',
  ) {
    return kit.app.inject({
      method: 'GET',
      url: pathOf(contract),
      query: Object.fromEntries(Object.entries({ per_page: 500, ...query }).map(([k, v]) => [k, String(v)])),
      headers: { ...bearer(await tokenOf(who)), 'x-timezone': zone },
    });
  }

  /** The report of the period of the sales, answered 200. */
  async function report(who: string, contract: EndpointContract, query: Record<string, string | number> = {}) {
    const answer = await read(who, contract, { from_date: period.from, to_date: period.to, ...query });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: Figures[]; total: number; totals: Figures[] }>();
  }

  /** A report's file as `who` asks it, for the period of the sales unless told. */
  async function exportAs(who: string, contract: EndpointContract, body: Record<string, string | number>) {
    return kit.app.inject({
      method: 'POST',
      url: pathOf(contract),
      payload: { from_date: period.from, to_date: period.to, ...body },
      headers: { ...bearer(await tokenOf(who)), 'x-timezone': 'America/Caracas' },
    });
  }

  return {
    kit,
    partner,
    get period() {
      return period;
    },
    read,
    report,
    exportAs,
  };
}
