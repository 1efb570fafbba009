// What bench/pg-crash.mjs checks after PostgreSQL was killed and restarted: the database, and the answers.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sales of these sellers as stored: their user ids, their tickets with the plays, and the
 * ticket each Idempotency-Key answers (`<user id>|<key>` → ticket id).
 */
export async function storedSales(db, usernames) {
  const users = new Map(
    (await db.query(`SELECT id, username FROM users WHERE username = ANY ($1)`, [usernames])).rows.map((row) => [
      row.username,
      row.id,
    ]),
  );
  const ids = [...users.values()];
  const tickets = new Map();
  for (const row of (
    await db.query(
      `SELECT id::int, serial, security_code, total::text, seller_id FROM tickets WHERE seller_id = ANY ($1)`,
      [ids],
    )
  ).rows) {
    tickets.set(row.id, { ...row, plays: [] });
  }
  const plays = await db.query(
    `SELECT p.ticket_id::int, p.occurrence_id, p.number, p.amount::text FROM ticket_plays p
      WHERE p.ticket_id IN (SELECT id FROM tickets WHERE seller_id = ANY ($1)) ORDER BY p.id`,
    [ids],
  );
  for (const play of plays.rows) tickets.get(play.ticket_id)?.plays.push(play);
  const keys = new Map(
    (await db.query(`SELECT user_id, key, ticket_id::int FROM sale_requests WHERE user_id = ANY ($1)`, [ids])).rows.map(
      (row) => [`${row.user_id}|${row.key}`, row.ticket_id],
    ),
  );
  return { users, tickets, keys };
}

/** The plays of a ticket as an answer or the database holds them, to compare the two. */
export const playsOf = (plays) =>
  plays
    .map((play) => `${play.occurrence_id}|${play.number}|${play.amount}`)
    .sort()
    .join(',');

/**
 * Every acknowledged sale (a 200) against the database: its ticket is there with the serial it was
 * answered, its plays as answered, its total the sum of them, and its key answers that ticket.
 * Answers the ones that are not, with what is wrong.
 */
export function acknowledgedMissing(records, stored) {
  const wrong = [];
  for (const record of records.filter((r) => r.first.status === 200)) {
    const { ticket } = record.first.answer;
    const found = stored.tickets.get(ticket.id);
    const sum = found?.plays.reduce((total, play) => total + BigInt(play.amount), 0n);
    const problem = !found
      ? 'no está'
      : found.serial !== ticket.serial
        ? 'otro serial'
        : playsOf(found.plays) !== playsOf(ticket.plays)
          ? 'otras jugadas'
          : String(sum) !== found.total || found.total !== ticket.total
            ? 'total distinto'
            : stored.keys.get(`${stored.users.get(record.seller)}|${record.key}`) !== ticket.id
              ? 'la clave no lo nombra'
              : null;
    if (problem) wrong.push({ key: record.key, ticket: ticket.id, problem });
  }
  return wrong;
}

/**
 * Half-written sales anywhere in the database: a ticket without plays, plays without their
 * ticket, a total that is not its plays' sum, a key naming a ticket that is not there; and, for
 * these sellers, a ticket no key names.
 */
export async function halfWritten(db, sellerIds) {
  const count = async (sql, params = []) => (await db.query(sql, params)).rows[0].n;
  return {
    ticketsWithoutPlays: await count(
      `SELECT count(*)::int AS n FROM tickets t WHERE NOT EXISTS (SELECT 1 FROM ticket_plays p WHERE p.ticket_id = t.id)`,
    ),
    playsWithoutTicket: await count(
      `SELECT count(*)::int AS n FROM ticket_plays p WHERE NOT EXISTS (SELECT 1 FROM tickets t WHERE t.id = p.ticket_id)`,
    ),
    totalsNotTheirPlays: await count(
      `SELECT count(*)::int AS n FROM tickets t
        WHERE t.total <> (SELECT coalesce(sum(p.amount), 0) FROM ticket_plays p WHERE p.ticket_id = t.id)`,
    ),
    keysWithoutTicket: await count(
      `SELECT count(*)::int AS n FROM sale_requests r
        WHERE r.ticket_id IS NULL OR NOT EXISTS (SELECT 1 FROM tickets t WHERE t.id = r.ticket_id)`,
    ),
    ticketsWithoutKey: await count(
      `SELECT count(*)::int AS n FROM tickets t
        WHERE t.seller_id = ANY ($1) AND NOT EXISTS (SELECT 1 FROM sale_requests r WHERE r.ticket_id = t.id)`,
      [sellerIds],
    ),
  };
}

/**
 * Exposure rows of these occurrences that differ from what their partner's live tickets hold
 * (the same query as the API tests' `exposureDrift`).
 */
export async function exposureDrift(db, occurrenceIds) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM sales_exposure e
      WHERE e.occurrence_id = ANY ($1)
        AND e.sold <> (SELECT coalesce(sum(p.amount), 0) FROM ticket_plays p JOIN tickets tk ON tk.id = p.ticket_id
                        WHERE p.occurrence_id = e.occurrence_id AND p.bet_type_id = e.bet_type_id
                          AND p.number_key = e.number_key AND e.partner_id = ANY (tk.chain) AND tk.status <> 'ANULADO')`,
    [occurrenceIds],
  );
  return rows[0].n;
}

/**
 * The sales rollups (ADR 042) after the restarts: waits until the folder has passed the last
 * ticket, then compares what the number rollups hold for these occurrences with their plays.
 */
export async function rollupsAgree(db, occurrenceIds, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT (SELECT folded_ticket_id FROM rollup_state) >= (SELECT coalesce(max(id), 0) FROM tickets) AS folded,
              NOT EXISTS (SELECT 1 FROM play_rollup_deltas) AND NOT EXISTS (SELECT 1 FROM ticket_rollup_deltas) AS settled`,
    );
    if (rows[0].folded && rows[0].settled) break;
    if (Date.now() > deadline) return { folded: false };
    await sleep(500);
  }
  const { rows } = await db.query(
    `SELECT (SELECT coalesce(sum(sold_amount), 0)::text FROM number_rollups WHERE occurrence_id = ANY ($1)) AS rolled_amount,
            (SELECT coalesce(sum(sold_plays), 0)::int FROM number_rollups WHERE occurrence_id = ANY ($1)) AS rolled_plays,
            (SELECT coalesce(sum(amount), 0)::text FROM ticket_plays WHERE occurrence_id = ANY ($1)) AS amount,
            (SELECT count(*)::int FROM ticket_plays WHERE occurrence_id = ANY ($1)) AS plays`,
    [occurrenceIds],
  );
  const row = rows[0];
  return { folded: true, agree: row.rolled_amount === row.amount && row.rolled_plays === row.plays, ...row };
}

/** The answer's parts a replay must repeat: the ticket, its plays, the per-play outcomes. */
export const essence = (answer) => {
  const { ticket, plays } = answer;
  return JSON.stringify({
    ticket: { ...ticket, plays: ticket.plays.map(({ occurrence_state: _state, ...play }) => play) },
    plays,
  });
};

/** A request refused at the connection never reached the API, so it cannot have sold anything. */
export const notReached = (outcome) => outcome.status === null && outcome.error === 'ECONNREFUSED';

/** What the requests' answers say, first and on the retry. */
export function tally(records) {
  const acknowledged = records.filter((r) => r.first.status === 200);
  const refused = records.filter((r) => r.first.status !== null && r.first.status >= 400 && r.first.status < 500);
  const unreached = records.filter((r) => notReached(r.first));
  const lost = records.filter((r) => (r.first.status === null || r.first.status >= 500) && !notReached(r.first));
  const replayDiffers = acknowledged.filter(
    (r) => r.retry.status !== 200 || !r.retry.answer.replayed || essence(r.retry.answer) !== essence(r.first.answer),
  );
  const byError = {};
  for (const r of lost) byError[r.first.error] = (byError[r.first.error] ?? 0) + 1;
  const replayed = (list) => list.filter((r) => r.retry.status === 200 && r.retry.answer.replayed).length;
  const soldNow = (list) => list.filter((r) => r.retry.status === 200 && !r.retry.answer.replayed).length;
  return {
    sent: records.length,
    acknowledged: acknowledged.length,
    refused: refused.length,
    lostInFlight: lost.length,
    lostBy: byError,
    recoveredByRetry: replayed(lost),
    soldOnRetry: soldNow(lost),
    notReached: unreached.length,
    notReachedReplayed: replayed(unreached),
    notReachedSoldOnRetry: soldNow(unreached),
    retryFailed: [...lost, ...unreached, ...refused].filter((r) => r.retry.status !== 200).length,
    replayDiffers: replayDiffers.map((r) => ({ key: r.key, status: r.retry.status, error: r.retry.error })),
  };
}

/** Keys that answered two different tickets (first and retry), or whose stored key names another ticket. */
export function duplicatesOf(records, stored) {
  return records.filter((r) => {
    const answered = [r.first, r.retry].filter((o) => o.status === 200).map((o) => o.answer.ticket.id);
    const storedTicket = stored.keys.get(`${stored.users.get(r.seller)}|${r.key}`);
    return new Set(answered).size > 1 || (answered.length > 0 && storedTicket !== answered[0]);
  }).length;
}
