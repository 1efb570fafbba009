// The data of the rush benchmark (bench/rush.mjs), on a database with the demo network and
// catalogue: thousands of taquillas of their own spread over the Venezuelan banca's agencies, each
// with its seller and its terminal, written in SQL; the sellers signed in; and today's draws that
// close one after another within the benchmark's minutes.
import { hash } from '@node-rs/argon2';
import { signIn } from './sale-setup.mjs';

/** The taquillas' codes (and, in lower case, their sellers' usernames): RUSH0001, RUSH0002… */
const CODE_PREFIX = 'RUSH';
/** Sign-ins at once: enough to keep the API busy, few enough not to starve it. */
const SIGN_IN_CONCURRENCY = 16;

/**
 * `count` taquillas under the Venezuelan banca's agencies (in turn), each with a seller whose
 * password is the demo's (demo1234) and a bound terminal; the bets settings wide enough for
 * random tickets, as the sale benchmark sets them. The password is hashed once, with argon2id at
 * a cost a benchmark can verify thousands of times (the users' own hashes are the library's
 * default: that cost is the sign-in's, not the sale's). Answers the sellers' usernames.
 */
export async function createTaquillas(db, count) {
  const cheapHash = await hash('demo1234', { memoryCost: 1024, timeCost: 1 });
  await db.query(
    `INSERT INTO partners (kind, code, name, country_iso2, currency, parent_id, path, depth)
     SELECT 'TAQUILLA', $2 || lpad(g::text, 4, '0'), 'Taquilla de la hora pico ' || g, a.country_iso2, a.currency, a.id,
            a.path, a.depth + 1
       FROM generate_series(1, $1) g
       JOIN (SELECT p.*, row_number() OVER (ORDER BY p.id) - 1 AS turn, count(*) OVER () AS agencies
               FROM partners p
              WHERE p.kind = 'AGENCIA' AND p.status = 'ACTIVE'
                AND p.path LIKE (SELECT path FROM partners WHERE code = 'BVE') || '%') a ON a.turn = g % a.agencies`,
    [count, CODE_PREFIX],
  );
  // A partner's path ends with its own id, known once it is written.
  await db.query(
    `UPDATE partners SET path = path || id || '/' WHERE code LIKE $1 || '%' AND path NOT LIKE '%/' || id || '/'`,
    [CODE_PREFIX],
  );
  await db.query(
    `INSERT INTO users (username, password_hash, name, role, partner_id)
     SELECT lower(code), $2, 'Vendedor ' || code, 'VEND_TAQUILLA', id FROM partners WHERE code LIKE $1 || '%'`,
    [CODE_PREFIX, cheapHash],
  );
  await db.query(
    `INSERT INTO terminals (partner_id, device_id) SELECT id, 'terminal-' || lower(code) FROM partners WHERE code LIKE $1 || '%'`,
    [CODE_PREFIX],
  );
  await db.query(
    `UPDATE bets_config SET min_per_play = 100, max_per_play = 1000000, max_per_ticket = 10000000, minutes_before_close = 0`,
  );
  return (
    await db.query(`SELECT username FROM users WHERE username LIKE lower($1) || '%' ORDER BY id`, [CODE_PREFIX])
  ).rows.map((row) => row.username);
}

/**
 * Every seller signed in on the API at `base` (which trusts its proxy), each from an address of
 * its own, a few at a time: `{ username, token }` each.
 */
export async function signInSellers(base, usernames) {
  const sellers = [];
  let next = 0;
  const worker = async () => {
    while (next < usernames.length) {
      const at = next++;
      const username = usernames[at];
      sellers[at] = { username, token: await signIn(base, username, `10.77.${at >> 8}.${at & 255}`) };
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return sellers;
}

/**
 * For each instant of `closes` (Dates, whole seconds), a draw of the first animalitos product and
 * one of the first triple product that draw `closeMinutes` after it, with today's occurrence (in
 * the lottery's zone) open from now and closing at that instant. Answers, per instant, its
 * occurrences with their product type and symbols.
 */
export async function createClosingDraws(db, closes, closeMinutes) {
  const products = (
    await db.query(`
      SELECT DISTINCT ON (p.product_type) p.id
        FROM products p JOIN lotteries l ON l.id = p.lottery_id
       WHERE p.status = 'ACTIVE' AND l.status = 'ACTIVE' AND p.product_type IN ('ANIMALITOS', 'TRIPLE')
       ORDER BY p.product_type, p.id`)
  ).rows.map((row) => row.id);
  const byClose = [];
  for (const close of closes) {
    const { rows } = await db.query(
      `WITH made AS (
         INSERT INTO draws (product_id, name, draw_time, slot, display_order, weekdays, close_minutes)
         SELECT p.id, 'Hora pico ' || to_char(x.local_at, 'HH24:MI:SS'), x.local_at::time,
                CASE WHEN x.local_at::time < '12:00' THEN 1 WHEN x.local_at::time < '18:00' THEN 2 ELSE 3 END,
                90, '{0,1,2,3,4,5,6}', $3
           FROM products p JOIN lotteries l ON l.id = p.lottery_id
          CROSS JOIN LATERAL (SELECT ($1::timestamptz + make_interval(mins => $3)) AT TIME ZONE l.timezone AS local_at) x
          WHERE p.id = ANY ($2)
         RETURNING id, product_id, draw_time),
       opened AS (
         INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
         SELECT m.id, m.product_id, (($1::timestamptz + make_interval(mins => $3)) AT TIME ZONE l.timezone)::date,
                now() - interval '1 hour', $1::timestamptz + make_interval(mins => $3), $1::timestamptz
           FROM made m JOIN products p ON p.id = m.product_id JOIN lotteries l ON l.id = p.lottery_id
         RETURNING id, product_id)
       SELECT o.id, p.product_type, p.id AS product_id,
              array(SELECT s.number FROM product_symbols s WHERE s.product_id = p.id AND s.status = 'ACTIVE') AS symbols
         FROM opened o JOIN products p ON p.id = o.product_id ORDER BY o.id`,
      [close.toISOString(), products, closeMinutes],
    );
    byClose.push({ closeAt: close.getTime(), occurrences: rows });
  }
  return byClose;
}
