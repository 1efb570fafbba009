import * as crypto from 'node:crypto';

/**
 * The canonical format of a draw's seal (`draw-seal/v1`, ADR 060), written once: the API's draw
 * sealer and the independent verifier (`npm run verify`) share this module and nothing else.
 *
 * A seal covers one banca's tickets on one draw occurrence. Its tickets are hashed as a chain in
 * ticket id order: `head = sha256(previous head + "\n" + the ticket's canonical text)`, from 64
 * zeros. The seal's digest is the SHA-256 of the seal's canonical text: its figures (counts, totals
 * per currency, per number and play type, per agency) and the chain's head. Every field is a
 * string or null as PostgreSQL renders it (`::text`, instants in UTC with microseconds); rows of a
 * breakdown are sorted here, whatever order they were read in.
 */

/** A field: a string or null, never a number. */
type Field = string | null;

/** A ticket's state as the seal saw it: annulled or not (prizes and payments come later). */
export type SealTicketState = 'VENDIDO' | 'ANULADO';

/** One play of a ticket on the sealed occurrence. */
export interface SealPlay {
  id: string;
  bet_type_id: string;
  number: string;
  sign: Field;
  amount: string;
  multiplier: string;
}

export interface SealTicket {
  id: string;
  serial: string;
  agency_id: string;
  taquilla_id: string;
  currency: string;
  /** The ticket's whole total (all its draws), as sold. */
  total: string;
  sold_at: string;
  state: SealTicketState;
  plays: readonly SealPlay[];
}

/** Per currency: what was sold and stands, and what was annulled. */
export interface SealCurrencyTotal {
  currency: string;
  tickets: string;
  plays: string;
  amount: string;
  annulled_tickets: string;
  annulled_plays: string;
  annulled_amount: string;
}

/** Per currency, play type and number (with its sign): the plays that stand. */
export interface SealNumberTotal {
  currency: string;
  bet_type_id: string;
  number: string;
  sign: Field;
  plays: string;
  amount: string;
}

/** Per agency and currency. */
export interface SealAgencyTotal {
  agency_id: string;
  currency: string;
  tickets: string;
  plays: string;
  amount: string;
  annulled_tickets: string;
  annulled_amount: string;
}

export interface DrawSealInput {
  occurrence_id: string;
  banca_id: string;
  sealed_at: string;
  /** Every ticket with a play on the occurrence, annulled ones included. */
  tickets: string;
  plays: string;
  annulled_tickets: string;
  annulled_plays: string;
  totals: readonly SealCurrencyTotal[];
  by_number: readonly SealNumberTotal[];
  by_agency: readonly SealAgencyTotal[];
  /** The head of the chain over the tickets; 64 zeros when there is none. */
  tickets_head: string;
}

/** The version of the seal written today. */
export const DRAW_SEAL_VERSION = 1;

/** The head of a seal with no ticket. */
export const SEAL_GENESIS = '0'.repeat(64);

/** One-shot `crypto.hash` where the runtime has it (Node ≥ 20.12): the chain hashes once per ticket. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
const sha256 = oneShot
  ? (text: string) => oneShot('sha256', text, 'hex')
  : (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** The values as given, once each is known to be a string or null. */
function fields<T extends readonly Field[]>(tag: string, values: T): T {
  for (const value of values) {
    if (value !== null && typeof value !== 'string')
      throw new TypeError(`Campo no canónico en ${tag}: ${String(value)}`);
  }
  return values;
}

/**
 * Field by field: null first, then by UTF-16 code units ("12" before "9": only a fixed order is
 * needed, and it must not depend on how a field looks).
 */
export function compareSealRows(a: readonly Field[], b: readonly Field[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

const sorted = (rows: Field[][]) => rows.sort(compareSealRows);

/** How many fields a ticket and a play have in the canonical text. */
const TICKET_FIELDS = 8;
const PLAY_FIELDS = 6;

function arity(tag: string, values: readonly Field[], count: number): readonly Field[] {
  if (values.length !== count) throw new TypeError(`${tag} debe tener ${count} campos, tiene ${values.length}`);
  return fields(tag, values);
}

/**
 * A ticket as the chain hashes it, from its fields in canonical order (id, serial, agency,
 * taquilla, currency, total, sold_at, state) and its plays' (id, bet type, number, sign, amount,
 * multiplier), the plays in any order: they are sorted here. For a writer that reads rows, not
 * objects; `canonicalSealTicket` is this same text.
 */
export function canonicalSealTicketFields(ticket: readonly Field[], plays: readonly (readonly Field[])[]): string {
  arity('draw-seal-ticket/v1', ticket, TICKET_FIELDS);
  for (const play of plays) arity('draw-seal-play', play, PLAY_FIELDS);
  const ordered = plays.length > 1 ? [...plays].sort(compareSealRows) : plays;
  return JSON.stringify(['draw-seal-ticket/v1', ...ticket, ordered]);
}

/** A ticket as the chain hashes it: its fields, then its plays on the occurrence by play id. */
export function canonicalSealTicket(t: SealTicket): string {
  return canonicalSealTicketFields(
    [t.id, t.serial, t.agency_id, t.taquilla_id, t.currency, t.total, t.sold_at, t.state],
    t.plays.map((p) => [p.id, p.bet_type_id, p.number, p.sign, p.amount, p.multiplier]),
  );
}

/** The next head of a seal's chain, from the previous head and a ticket's canonical text. */
export function sealChainNext(previous: string, canonicalTicket: string): string {
  return sha256(`${previous}\n${canonicalTicket}`);
}

/** The next head of a seal's chain of tickets. */
export function sealChainHash(previous: string, ticket: SealTicket): string {
  return sealChainNext(previous, canonicalSealTicket(ticket));
}

/** The seal's canonical text: its figures, the breakdowns sorted, and the tickets' head. */
export function canonicalDrawSeal(s: DrawSealInput): string {
  const totals = sorted(
    s.totals.map((r) =>
      fields('totals', [
        r.currency,
        r.tickets,
        r.plays,
        r.amount,
        r.annulled_tickets,
        r.annulled_plays,
        r.annulled_amount,
      ]),
    ),
  );
  const byNumber = sorted(
    s.by_number.map((r) => fields('by_number', [r.currency, r.bet_type_id, r.number, r.sign, r.plays, r.amount])),
  );
  const byAgency = sorted(
    s.by_agency.map((r) =>
      fields('by_agency', [
        r.agency_id,
        r.currency,
        r.tickets,
        r.plays,
        r.amount,
        r.annulled_tickets,
        r.annulled_amount,
      ]),
    ),
  );
  const head = fields('draw-seal/v1', [
    s.occurrence_id,
    s.banca_id,
    s.sealed_at,
    s.tickets,
    s.plays,
    s.annulled_tickets,
    s.annulled_plays,
  ]);
  return JSON.stringify(['draw-seal/v1', ...head, totals, byNumber, byAgency, ...fields('head', [s.tickets_head])]);
}

export function drawSealDigest(s: DrawSealInput): string {
  return sha256(canonicalDrawSeal(s));
}
