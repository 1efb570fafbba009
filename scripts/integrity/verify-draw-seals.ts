import {
  SEAL_GENESIS,
  canonicalDrawSeal,
  drawSealDigest,
  sealChainHash,
  type DrawSealInput,
  type SealAgencyTotal,
  type SealCurrencyTotal,
  type SealNumberTotal,
  type SealPlay,
  type SealTicket,
} from '@banca/contracts/integrity';
import type { Query } from './read-records';

/**
 * The verifier's check of the draw seals (ADR 060), written apart from the API's draw sealer: it
 * reads the raw plays of each sealed draw with its own query, adds them up here (the sealer groups
 * them in SQL), and shares with it only the canonical format.
 */

interface StoredSeal {
  id: string;
  occurrence_id: string;
  banca_id: string;
  version: number;
  sealed_at: string;
  tickets: string;
  plays: string;
  annulled_tickets: string;
  annulled_plays: string;
  totals: string;
  by_number: string;
  by_agency: string;
  tickets_head: string;
  digest: string;
}

interface RawPlay {
  banca_id: string;
  ticket_id: string;
  serial: string;
  agency_id: string;
  taquilla_id: string;
  currency: string;
  total: string;
  sold_at: string;
  status: string;
  play_id: string;
  bet_type_id: string;
  number: string;
  sign: string | null;
  amount: string;
  multiplier: string;
}

const INSTANT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

class SealDisagreement extends Error {}

const fail = (message: string): never => {
  throw new SealDisagreement(message);
};

/** Adds one to a count kept as a bigint under a key. */
function bump<T extends object>(map: Map<string, T>, key: string, fresh: () => T, add: (row: T) => void) {
  const row = map.get(key) ?? fresh();
  add(row);
  map.set(key, row);
}

/** A banca's tickets on one draw, added up play by play. */
class Tally {
  private readonly tickets = new Map<string, SealTicket>();
  private readonly annulled = new Set<string>();
  readonly totals = new Map<
    string,
    { tickets: Set<string>; plays: bigint; amount: bigint; aTickets: Set<string>; aPlays: bigint; aAmount: bigint }
  >();
  readonly numbers = new Map<string, SealNumberTotal & { count: bigint; sum: bigint }>();
  readonly agencies = new Map<
    string,
    { key: string[]; tickets: Set<string>; plays: bigint; amount: bigint; aTickets: Set<string>; aAmount: bigint }
  >();
  private plays = 0n;

  add(p: RawPlay, annulled: boolean) {
    const amount = BigInt(p.amount);
    this.plays += 1n;
    if (annulled) this.annulled.add(p.ticket_id);
    const play: SealPlay = {
      id: p.play_id,
      bet_type_id: p.bet_type_id,
      number: p.number,
      sign: p.sign,
      amount: p.amount,
      multiplier: p.multiplier,
    };
    const ticket = this.tickets.get(p.ticket_id);
    if (ticket) (ticket.plays as SealPlay[]).push(play);
    else {
      this.tickets.set(p.ticket_id, {
        id: p.ticket_id,
        serial: p.serial,
        agency_id: p.agency_id,
        taquilla_id: p.taquilla_id,
        currency: p.currency,
        total: p.total,
        sold_at: p.sold_at,
        state: annulled ? 'ANULADO' : 'VENDIDO',
        plays: [play],
      });
    }
    const empty = () => ({
      tickets: new Set<string>(),
      plays: 0n,
      amount: 0n,
      aTickets: new Set<string>(),
      aPlays: 0n,
      aAmount: 0n,
    });
    bump(this.totals, p.currency, empty, (t) => {
      if (annulled) {
        t.aTickets.add(p.ticket_id);
        t.aPlays += 1n;
        t.aAmount += amount;
      } else {
        t.tickets.add(p.ticket_id);
        t.plays += 1n;
        t.amount += amount;
      }
    });
    if (!annulled) {
      const fresh = () => ({
        currency: p.currency,
        bet_type_id: p.bet_type_id,
        number: p.number,
        sign: p.sign,
        plays: '',
        amount: '',
        count: 0n,
        sum: 0n,
      });
      bump(this.numbers, JSON.stringify([p.currency, p.bet_type_id, p.number, p.sign]), fresh, (n) => {
        n.count += 1n;
        n.sum += amount;
      });
    }
    const agencyKey = [p.agency_id, p.currency];
    bump(
      this.agencies,
      JSON.stringify(agencyKey),
      () => ({
        key: agencyKey,
        tickets: new Set<string>(),
        plays: 0n,
        amount: 0n,
        aTickets: new Set<string>(),
        aAmount: 0n,
      }),
      (a) => {
        if (annulled) {
          a.aTickets.add(p.ticket_id);
          a.aAmount += amount;
        } else {
          a.tickets.add(p.ticket_id);
          a.plays += 1n;
          a.amount += amount;
        }
      },
    );
  }

  /** The seal these tickets make, at the stored seal's instant. */
  seal(stored: StoredSeal): DrawSealInput {
    let head = SEAL_GENESIS;
    const ids = [...this.tickets.keys()].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    for (const id of ids) head = sealChainHash(head, this.tickets.get(id)!);
    const totals: SealCurrencyTotal[] = [...this.totals].map(([currency, t]) => ({
      currency,
      tickets: String(t.tickets.size),
      plays: String(t.plays),
      amount: String(t.amount),
      annulled_tickets: String(t.aTickets.size),
      annulled_plays: String(t.aPlays),
      annulled_amount: String(t.aAmount),
    }));
    const byNumber: SealNumberTotal[] = [...this.numbers.values()].map(({ count, sum, ...n }) => ({
      ...n,
      plays: String(count),
      amount: String(sum),
    }));
    const byAgency: SealAgencyTotal[] = [...this.agencies.values()].map((a) => ({
      agency_id: a.key[0]!,
      currency: a.key[1]!,
      tickets: String(a.tickets.size),
      plays: String(a.plays),
      amount: String(a.amount),
      annulled_tickets: String(a.aTickets.size),
      annulled_amount: String(a.aAmount),
    }));
    const annulledPlays = totals.reduce((sum, t) => sum + BigInt(t.annulled_plays), 0n);
    return {
      occurrence_id: stored.occurrence_id,
      banca_id: stored.banca_id,
      sealed_at: stored.sealed_at,
      tickets: String(this.tickets.size),
      plays: String(this.plays),
      annulled_tickets: String(this.annulled.size),
      annulled_plays: String(annulledPlays),
      totals,
      by_number: byNumber,
      by_agency: byAgency,
      tickets_head: head,
    };
  }
}

/** The seal as stored: its own figures and head, to check its digest and to compare. */
function storedInput(s: StoredSeal): DrawSealInput {
  return {
    occurrence_id: s.occurrence_id,
    banca_id: s.banca_id,
    sealed_at: s.sealed_at,
    tickets: s.tickets,
    plays: s.plays,
    annulled_tickets: s.annulled_tickets,
    annulled_plays: s.annulled_plays,
    totals: JSON.parse(s.totals) as SealCurrencyTotal[],
    by_number: JSON.parse(s.by_number) as SealNumberTotal[],
    by_agency: JSON.parse(s.by_agency) as SealAgencyTotal[],
    tickets_head: s.tickets_head,
  };
}

async function readSeals(query: Query): Promise<StoredSeal[]> {
  return query<StoredSeal>(
    `SELECT s.id::text AS id, s.occurrence_id::text AS occurrence_id, s.banca_id::text AS banca_id, s.version,
            ${INSTANT('s.sealed_at')} AS sealed_at, s.tickets::text AS tickets, s.plays::text AS plays,
            s.annulled_tickets::text AS annulled_tickets, s.annulled_plays::text AS annulled_plays,
            s.totals::text AS totals, s.by_number::text AS by_number, s.by_agency::text AS by_agency,
            s.tickets_head, s.digest
       FROM draw_seals s ORDER BY s.occurrence_id, s.banca_id`,
  );
}

async function readPlays(query: Query, occurrenceId: string): Promise<RawPlay[]> {
  return query<RawPlay>(
    `SELECT t.banca_id::text AS banca_id, t.id::text AS ticket_id, t.serial, t.agency_id::text AS agency_id,
            t.taquilla_id::text AS taquilla_id, t.currency, t.total::text AS total, ${INSTANT('t.sold_at')} AS sold_at,
            t.status, p.id::text AS play_id, p.bet_type_id::text AS bet_type_id, p.number, p.sign::text AS sign,
            p.amount::text AS amount, p.multiplier::text AS multiplier
       FROM ticket_plays p JOIN tickets t ON t.id = p.ticket_id
      WHERE p.occurrence_id = $1::int`,
    [occurrenceId],
  );
}

const where = (s: { occurrence_id: string; banca_id: string }) => `del sorteo ${s.occurrence_id} (banca ${s.banca_id})`;

/** Checks one draw's seals against its plays as they are now. */
function checkDraw(seals: StoredSeal[], plays: RawPlay[], annulledLater: Map<string, Set<string>>) {
  const byBanca = new Map(seals.map((s) => [s.banca_id, s]));
  const tallies = new Map<string, Tally>();
  for (const play of plays) {
    const seal = byBanca.get(play.banca_id);
    if (!seal)
      fail(`El sorteo ${seals[0]!.occurrence_id} tiene tickets de la banca ${play.banca_id} sin acta de cierre.`);
    const later = annulledLater.get(seal!.id)?.has(play.ticket_id) ?? false;
    const tally = tallies.get(play.banca_id) ?? new Tally();
    tallies.set(play.banca_id, tally);
    tally.add(play, play.status === 'ANULADO' && !later);
  }
  for (const seal of seals) {
    if (seal.version !== 1) fail(`El acta de cierre ${where(seal)} tiene una versión desconocida (${seal.version}).`);
    const stored = storedInput(seal);
    if (drawSealDigest(stored) !== seal.digest)
      fail(`El acta de cierre ${where(seal)} fue alterada: su huella no coincide con sus cifras.`);
    const recomputed = (tallies.get(seal.banca_id) ?? new Tally()).seal(seal);
    const figures = (input: DrawSealInput) => canonicalDrawSeal({ ...input, tickets_head: '' });
    if (figures(recomputed) !== figures(stored))
      fail(`Las cifras del acta de cierre ${where(seal)} no coinciden con sus tickets.`);
    if (recomputed.tickets_head !== seal.tickets_head)
      fail(`Los tickets ${where(seal)} no coinciden con la huella de su acta de cierre.`);
  }
}

export interface DrawSealReport {
  problem: string | null;
  seals: number;
}

/**
 * Recomputes every seal from the raw tickets and plays of its draw (a ticket annulled after the
 * seal through a linked correction counts as it stood then), checks each stored digest, and looks
 * for draws closed longer than `unsealedAfterSeconds` without a seal. Answers the first problem.
 */
export async function verifyDrawSeals(query: Query, unsealedAfterSeconds: number): Promise<DrawSealReport> {
  let checked = 0;
  try {
    const seals = await readSeals(query);
    const corrections = await query<{ seal_id: string; ticket_id: string; id: string; status: string | null }>(
      `SELECT c.id::text AS id, c.seal_id::text AS seal_id, c.ticket_id::text AS ticket_id, t.status
         FROM draw_seal_corrections c LEFT JOIN tickets t ON t.id = c.ticket_id WHERE c.kind = 'ANNULMENT'`,
    );
    const annulledLater = new Map<string, Set<string>>();
    for (const c of corrections) {
      if (c.status !== 'ANULADO') fail(`La corrección ${c.id} anula el ticket ${c.ticket_id}, que no está anulado.`);
      annulledLater.set(c.seal_id, (annulledLater.get(c.seal_id) ?? new Set()).add(c.ticket_id));
    }
    for (let i = 0; i < seals.length;) {
      const occurrence = seals[i]!.occurrence_id;
      const draw: StoredSeal[] = [];
      while (i < seals.length && seals[i]!.occurrence_id === occurrence) draw.push(seals[i++]!);
      checkDraw(draw, await readPlays(query, occurrence), annulledLater);
      checked += draw.length;
    }
    const [unsealed] = await query<{ id: string }>(
      `SELECT o.id::text AS id FROM draw_occurrences o
        WHERE o.close_at < now() - $1::int * interval '1 second'
          AND NOT EXISTS (SELECT 1 FROM draw_seals s WHERE s.occurrence_id = o.id)
        ORDER BY o.close_at, o.id LIMIT 1`,
      [unsealedAfterSeconds],
    );
    if (unsealed)
      fail(`El sorteo ${unsealed.id} cerró hace más de ${unsealedAfterSeconds} s y no tiene acta de cierre.`);
    return { problem: null, seals: checked };
  } catch (error) {
    if (error instanceof SealDisagreement) return { problem: error.message, seals: checked };
    throw error;
  }
}
