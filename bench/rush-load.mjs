// The rush benchmark's load (bench/rush.mjs), in a process of its own so its CPU is not the API's
// nor the watchers': sale requests arrive at a rate that rises toward each draw's close, each
// from an idle taquilla (one sale at a time per terminal) with its own token. Tickets are random,
// a share of them a single play on a hot number (the cupos run out), and for a few seconds after
// each close some come from terminals that still show the closed draw. Every answer is counted by
// its outcome; what was acknowledged goes back to the parent to be found in the database.
import { randomUUID } from 'node:crypto';
import { send } from './sale-burst.mjs';
import { pick, randomTicket } from './sale-setup.mjs';

const TICK_MS = 20;
/** The rate far from a close, as a share of the peak. */
const FLOOR_SHARE = 0.1;
/** Tickets that go to the draws closing next (the rest to any open draw). */
const NEXT_CLOSE_SHARE = 0.75;
/** After a close, the seconds during which some terminals still sell its draw, and their share. */
const STALE_SECONDS = 15;
const STALE_SHARE = 0.1;
/** The hot numbers of each product type. */
const HOT = { ANIMALITOS: (occurrence) => occurrence.symbols.slice(0, 3), TRIPLE: () => ['000', '123', '777'] };
const ACKNOWLEDGED_PER_MESSAGE = 5_000;

/** Requests per second at `at`: from the floor at the previous close (or the start) to the peak at the next. */
function rateAt(plan, at) {
  let from = plan.startAt;
  for (const { closeAt } of plan.draws) {
    if (at < closeAt) return plan.peak * (FLOOR_SHARE + ((1 - FLOOR_SHARE) * (at - from)) / (closeAt - from));
    from = closeAt;
  }
  return plan.peak * FLOOR_SHARE;
}

/** A ticket as a terminal at `at` would sell it. */
function ticketAt(plan, at) {
  const open = plan.draws.filter((draw) => draw.closeAt > at);
  const justClosed = plan.draws.filter((draw) => draw.closeAt <= at && at - draw.closeAt < STALE_SECONDS * 1000).at(-1);
  const roll = Math.random();
  const draw =
    justClosed && roll < STALE_SHARE ? justClosed : roll < NEXT_CLOSE_SHARE || open.length < 2 ? open[0] : pick(open);
  if (Math.random() < plan.hotShare) {
    const occurrence = pick(draw.occurrences);
    const animalito = occurrence.product_type === 'ANIMALITOS';
    return {
      plays: [
        {
          occurrence_id: occurrence.id,
          bet_type: animalito ? 'ANIMALITO' : 'TRIPLE',
          number: pick(HOT[occurrence.product_type](occurrence)),
          amount: '1000',
        },
      ],
    };
  }
  return randomTicket(draw === open[0] || !open.length ? draw.occurrences : open.flatMap((d) => d.occurrences));
}

/** What the parent needs of an acknowledged sale to find it in the database (bench/pg-crash-checks.mjs). */
const acknowledgedOf = (record) => {
  const { id, serial, total, plays } = record.first.answer.ticket;
  return {
    seller: record.seller,
    key: record.key,
    first: { status: 200, answer: { ticket: { id, serial, total, plays } } },
  };
};

async function run(plan) {
  const base = plan.base;
  const idle = plan.sellers.map((_, i) => i);
  const figures = {
    sent: 0,
    noIdleTaquilla: 0,
    maxInFlight: 0,
    outcomes: {},
    perSecond: {},
    saleTimes: [],
    acknowledged: [],
  };
  let inFlight = 0;
  const second = (at) => Math.floor((at - plan.startAt) / 1000);
  const bump = (map, key) => (map[key] = (map[key] ?? 0) + 1);
  const sellOne = async () => {
    const slot = Math.floor(Math.random() * idle.length);
    [idle[slot], idle[idle.length - 1]] = [idle[idle.length - 1], idle[slot]];
    const sellerAt = idle.pop();
    const seller = plan.sellers[sellerAt];
    const sentAt = Date.now();
    const record = { seller: seller.username, key: randomUUID(), body: ticketAt(plan, sentAt) };
    const bucket = (figures.perSecond[second(sentAt)] ??= { sent: 0, ok: 0, refused: 0 });
    bucket.sent++;
    figures.sent++;
    figures.maxInFlight = Math.max(figures.maxInFlight, ++inFlight);
    record.first = await send(base, seller.token, record);
    inFlight--;
    idle.push(sellerAt);
    const outcome = record.first.status === 200 ? 'OK' : record.first.error;
    bump(figures.outcomes, outcome);
    if (outcome === 'OK') {
      bucket.ok++;
      figures.saleTimes.push([second(sentAt), record.first.at - sentAt]);
      figures.acknowledged.push(acknowledgedOf(record));
    } else bucket.refused++;
  };

  const running = new Set();
  let credit = 0;
  let last = Date.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (now >= plan.endAt) {
        clearInterval(timer);
        return resolve();
      }
      credit += (rateAt(plan, now) * (now - last)) / 1000;
      last = now;
      for (; credit >= 1; credit--) {
        if (!idle.length) {
          figures.noIdleTaquilla++;
          continue;
        }
        const sale = sellOne();
        running.add(sale);
        sale.finally(() => running.delete(sale));
      }
    }, TICK_MS);
  });
  await Promise.all(running);
  return figures;
}

process.once('message', async (plan) => {
  const started = process.cpuUsage();
  const { acknowledged, ...figures } = await run(plan);
  const spent = process.cpuUsage(started);
  for (let at = 0; at < acknowledged.length; at += ACKNOWLEDGED_PER_MESSAGE)
    process.send({ acknowledged: acknowledged.slice(at, at + ACKNOWLEDGED_PER_MESSAGE) });
  process.send({ figures: { ...figures, cpuMs: (spent.user + spent.system) / 1000 } }, () => process.exit(0));
});
