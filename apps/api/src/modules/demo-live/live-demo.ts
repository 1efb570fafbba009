import { randomUUID } from 'node:crypto';
import {
  awardRaffle,
  createSale,
  formatCount,
  requestExternalResults,
  signIn,
  type SalePlayRequest,
} from '@banca/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
// eslint-disable-next-line boundaries/dependencies -- the demo's own data, as the seed wrote it
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { verifyPassword } from '../../lib/passwords';
import { ensureRecentOccurrences } from '../draws';
import * as repo from './live-demo-repository';
import type { DemoUser } from './live-demo-repository';

/**
 * The living demo (DEMO_LIVE): every `intervalMs` a seller of a demo taquilla sells a ticket on a
 * draw open for sale, and the draws whose time has come get their result from the results
 * provider and are awarded, all through the API as a person would do it (sign-in, sale, results,
 * award), so the dashboards, the risk board and the notification bell move while someone looks.
 * Only users whose password is still the demo one act. A job of the one runner (ADR 055): one
 * process plays each round, and the round in course finishes before the app closes.
 */
export const liveDemoJob = fp(async (app: FastifyInstance) => {
  const live = app.config.demoLive;
  if (!live) return;
  const ticker = new LiveDemo(app);
  app.addHook('onReady', async () => {
    app.log.info(
      { interval_ms: live.intervalMs },
      'demostración viva: vende, sortea y premia sola (DEMO_LIVE=false la apaga)',
    );
  });
  app.jobs.register({
    name: 'demo-live',
    title: 'Demostración viva',
    intervalMs: live.intervalMs,
    firstRunMs: Math.min(live.intervalMs, 2_000),
    run: async () => {
      const { sold, resulted, awarded } = await ticker.round();
      if (!sold && !resulted && !awarded) return null;
      return `Tickets vendidos: ${formatCount(sold)}; resultados: ${formatCount(resulted)}; sorteos premiados: ${formatCount(awarded)}`;
    },
  });
});

/** What one round did (the test reads it). */
export interface LiveRound {
  sold: number;
  resulted: number;
  awarded: number;
}

/** Play amounts per currency, in minor units (small, within every demo taquilla's limits). */
const AMOUNTS: Record<string, readonly number[]> = {
  BS: [500, 1_000, 1_000, 2_000, 2_000, 5_000, 10_000],
  USD: [50, 100, 100, 200, 500],
  COP: [100_000, 200_000, 500_000, 1_000_000],
};

export class LiveDemo {
  /** Access tokens of the users signed in, by user id; dropped when refused. */
  private readonly tokens = new Map<number, string>();
  /** Users that cannot act (password changed, second factor): never tried again. */
  private readonly unusable = new Set<number>();

  constructor(private readonly app: FastifyInstance) {}

  async round(): Promise<LiveRound> {
    await ensureRecentOccurrences(this.app.db);
    const sold = await this.sellOne();
    const { resulted, awarded } = await this.resultAndAward();
    return { sold, resulted, awarded };
  }

  /** One ticket of 1 to 3 plays on one open draw, sold by a random demo seller. */
  private async sellOne(): Promise<number> {
    const sellers = await repo.randomSellers(this.app.db);
    const seller = sellers.find((user) => !this.unusable.has(user.id));
    if (!seller) return 0;
    const occurrence = await repo.sellableOccurrence(this.app.db);
    if (!occurrence?.bet_types?.length) return 0;
    const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
    const plays: SalePlayRequest[] = [];
    const taken = new Set<string>();
    for (let i = 0, count = 1 + Math.floor(Math.random() * 3); i < count; i++) {
      const betType = pick(occurrence.bet_types);
      const number =
        betType.digits === null
          ? occurrence.symbols?.length
            ? pick(occurrence.symbols)
            : null
          : String(Math.floor(Math.random() * 10 ** betType.digits)).padStart(betType.digits, '0');
      if (number === null || taken.has(`${betType.code}|${number}`)) continue;
      taken.add(`${betType.code}|${number}`);
      plays.push({
        occurrence_id: occurrence.id,
        bet_type: betType.code,
        number,
        ...(betType.needs_sign ? { sign: 1 + Math.floor(Math.random() * 12) } : {}),
        amount: String(pick(AMOUNTS[seller.currency] ?? [1_000])),
      } as SalePlayRequest);
    }
    if (!plays.length) return 0;
    const answer = await this.as(seller, {
      method: createSale.method,
      url: createSale.path,
      headers: { 'idempotency-key': randomUUID() },
      payload: { plays, channel: 'WEB' },
    });
    if (answer?.statusCode !== 200) {
      this.app.log.debug({ status: answer?.statusCode, body: answer?.body }, 'demostración viva: venta no hecha');
      return 0;
    }
    return 1;
  }

  /** Asks the results provider for the draws due (today's and yesterday's), then awards those with a result. */
  private async resultAndAward(): Promise<{ resulted: number; awarded: number }> {
    const awarders = await repo.awarders(this.app.db);
    const awarder = awarders.find((user) => !this.unusable.has(user.id));
    if (!awarder) return { resulted: 0, awarded: 0 };
    const due = await repo.datesWithResultsDue(this.app.db);
    let resulted = 0;
    for (const date of due) {
      const answer = await this.as(awarder, {
        method: requestExternalResults.method,
        url: requestExternalResults.path,
        payload: { date },
      });
      if (answer?.statusCode === 200) resulted += (JSON.parse(answer.body) as { saved: unknown[] }).saved.length;
    }
    const toAward = await repo.occurrencesToAward(this.app.db);
    let awarded = 0;
    for (const id of toAward) {
      const answer = await this.as(awarder, {
        method: awardRaffle.method,
        url: awardRaffle.path,
        payload: { occurrence_id: id },
      });
      if (answer?.statusCode === 200) awarded += 1;
    }
    return { resulted, awarded };
  }

  /** A request as `user`, signed in with the demo password (again when its token is refused). */
  private async as(user: DemoUser, request: InjectOptions) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.tokenOf(user);
      if (!token) return null;
      const answer = await this.app.inject({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 401) return answer;
      this.tokens.delete(user.id);
    }
    return null;
  }

  private async tokenOf(user: DemoUser): Promise<string | null> {
    const known = this.tokens.get(user.id);
    if (known) return known;
    // Only a user whose password is still the demo one: a real user is never tried (nor locked out).
    if (!(await verifyPassword(user.password_hash, DEMO_PASSWORD))) {
      this.unusable.add(user.id);
      return null;
    }
    const answer = await this.app.inject({
      method: signIn.method,
      url: signIn.path,
      payload: { username: user.username, password: DEMO_PASSWORD },
    });
    const body = answer.statusCode === 200 ? (JSON.parse(answer.body) as { access_token?: string }) : {};
    if (!body.access_token) {
      this.unusable.add(user.id);
      return null;
    }
    this.tokens.set(user.id, body.access_token);
    return body.access_token;
  }
}
