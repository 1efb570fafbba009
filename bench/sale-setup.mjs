// What the sale benchmarks share: a server to wait for, the sellers and open draws they sell in,
// signing in, random tickets and the sellers' requests. Used by bench/sell.mjs, bench/reports.mjs,
// bench/pg-crash.mjs and bench/rush.mjs.
import { randomUUID } from 'node:crypto';

/** Waits until `url` answers 2xx, for `seconds` at most. */
export async function waitFor(url, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió`);
}

const REOPEN =
  '(draw_id, draw_date) DO UPDATE SET open_at = excluded.open_at, draw_at = excluded.draw_at, close_at = excluded.close_at';

/**
 * On a database with the demo network: one seller per taquilla of the Venezuelan banca (`bench.<code>`,
 * password demo1234), every animalito and triple draw open on a date of its own (2099-12-31), and
 * bets settings wide enough for random tickets. Answers the sellers' usernames and the open
 * occurrences with their symbols. `reopen` opens again the occurrences a former run left (a reused
 * database), from now on.
 */
export async function prepareSellers(db, { reopen = false } = {}) {
  await db.query(`
    INSERT INTO users (username, password_hash, name, role, partner_id)
    SELECT 'bench.' || lower(p.code), (SELECT password_hash FROM users WHERE username = 'taquilla'), 'Vendedor ' || p.code,
           'VEND_TAQUILLA', p.id
      FROM partners p
     WHERE p.kind = 'TAQUILLA' AND p.path LIKE (SELECT path FROM partners WHERE code = 'BVE') || '%'
    ON CONFLICT DO NOTHING`);
  await db.query(`
    INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
    SELECT d.id, d.product_id, DATE '2099-12-31', now() - interval '1 hour', now() + interval '3 hours', now() + interval '2 hours'
      FROM draws d JOIN products p ON p.id = d.product_id
     WHERE d.status = 'ACTIVE' AND p.product_type IN ('ANIMALITOS', 'TRIPLE')
    ON CONFLICT ${reopen ? REOPEN : 'DO NOTHING'}`);
  await db.query(
    `UPDATE bets_config SET min_per_play = 100, max_per_play = 1000000, max_per_ticket = 10000000, minutes_before_close = 0`,
  );
  const sellers = (await db.query(`SELECT username FROM users WHERE username LIKE 'bench.%' ORDER BY id`)).rows.map(
    (r) => r.username,
  );
  const occurrences = (
    await db.query(`
      SELECT o.id, p.product_type, p.id AS product_id,
             array(SELECT s.number FROM product_symbols s WHERE s.product_id = p.id AND s.status = 'ACTIVE') AS symbols
        FROM draw_occurrences o JOIN products p ON p.id = o.product_id
       WHERE o.draw_date = DATE '2099-12-31' ORDER BY o.id`)
  ).rows;
  return { sellers, occurrences };
}

/**
 * An access token for a seller prepared by `prepareSellers` (or any user with its password); `from`
 * names the client's address for an API that trusts its proxy, so thousands of sellers signing in
 * at once are not one address's sign-ins.
 */
export async function signIn(baseUrl, username, from) {
  const answer = await fetch(`${baseUrl}/api/v2/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!answer.ok) throw new Error(`No se pudo iniciar sesión como ${username}: ${answer.status}`);
  return (await answer.json()).access_token;
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** An autocannon request's setup: `makeBody()` posted by a random seller of `tokens`, with an idempotency key of its own. */
export const asRandomSeller = (tokens, makeBody) => (request) => ({
  ...request,
  headers: {
    'content-type': 'application/json',
    authorization: `Bearer ${pick(tokens)}`,
    'idempotency-key': randomUUID(),
  },
  body: JSON.stringify(makeBody()),
});

function randomPlay(occurrence) {
  const amount = String(100 * (1 + Math.floor(Math.random() * 20)));
  if (occurrence.product_type === 'ANIMALITOS') {
    return { occurrence_id: occurrence.id, bet_type: 'ANIMALITO', number: pick(occurrence.symbols), amount };
  }
  return {
    occurrence_id: occurrence.id,
    bet_type: 'TRIPLE',
    number: String(Math.floor(Math.random() * 1000)).padStart(3, '0'),
    amount,
  };
}

/** A ticket of 1 to 3 random plays across the open occurrences, never one number twice in a draw. */
export function randomTicket(occurrences) {
  const plays = [];
  const count = 1 + Math.floor(Math.random() * 3);
  const used = new Set();
  while (plays.length < count) {
    const play = randomPlay(pick(occurrences));
    const key = `${play.occurrence_id}|${play.number}`;
    if (used.has(key)) continue;
    plays.push(play);
    used.add(key);
  }
  return { plays };
}
