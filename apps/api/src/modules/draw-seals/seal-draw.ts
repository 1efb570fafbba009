import { DRAW_SEAL_VERSION, drawSealDigest, type DrawSealInput } from '@banca/contracts/integrity';
import { AppError } from '../../lib/app-error';
import type { PublicContext } from '../../lib/use-case';
import { NO_FIGURES, figuresByBanca } from './seal-figures';
import * as repo from './seal-repository';

/** What sealing an occurrence wrote: the bancas sealed and their tickets. */
export interface SealOutcome {
  bancas: number;
  tickets: number;
}

/** The longest a result waits for the sales that began before the close (ADR 060). */
export const SALES_IN_FLIGHT_WAIT_MS = 5_000;
/** How often the open transactions are looked at meanwhile. */
const POLL_MS = 50;

/** A seal that could not wait for every sale in flight: the draw stays unsealed, to be sealed again. */
export class SalesInFlightError extends AppError {
  constructor() {
    super(
      'CONFLICT',
      'Aún hay ventas de este sorteo en curso de antes de su cierre: no se pudo sellar. Intente de nuevo en unos segundos.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
}

/**
 * Waits, polling, until no other transaction that began before the occurrence's close is open, at
 * most `waitMs`: a sale that passed its close check before the close may still commit a ticket on
 * the draw, and the seal must count it. Nothing is added to the sale: only the sealer waits.
 */
async function waitForSalesInFlight(tx: PublicContext, occurrenceId: number, waitMs: number) {
  const until = performance.now() + waitMs;
  while ((await repo.transactionsBeforeClose(tx.db, occurrenceId)) > 0) {
    if (performance.now() >= until) throw new SalesInFlightError();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Writes the seal of each banca not sealed yet on a closed occurrence (ADR 060), in the caller's
 * transaction, which holds the occurrence's row lock (so no result, award or annulment of it runs
 * meanwhile), once the sales in flight at its close have ended (`SalesInFlightError` when they do
 * not within `waitMs`). One read of its tickets, in id order, gives both the figures and the chain
 * over them. Not an audit row: the seal is itself an append-only record that `npm run verify`
 * checks, and a result saved with it says so in its own audit row. `at` is the instant the seal
 * states, the database's clock unless a history loaded after the fact says when it was sealed.
 */
export async function sealOccurrence(
  tx: PublicContext,
  occurrenceId: number,
  waitMs = SALES_IN_FLIGHT_WAIT_MS,
  at?: string,
): Promise<SealOutcome> {
  const sealed = await repo.sealedBancas(tx.db, occurrenceId);
  const unsealed = (await repo.bancaIds(tx.db)).filter((id) => !sealed.has(id));
  // Sealed already (a result saved again, a correction): its tickets are not read again.
  if (sealed.size && !unsealed.length) return { bancas: 0, tickets: 0 };
  await waitForSalesInFlight(tx, occurrenceId, waitMs);
  const sealedAt = at ?? (await repo.sealInstant(tx.db));
  const figures = await figuresByBanca(repo.sealTickets(tx.db, occurrenceId));
  // Every banca, and any banca its tickets name, less those already sealed.
  const bancas = [...new Set([...unsealed, ...[...figures.keys()].filter((id) => !sealed.has(id))])].sort(
    (a, b) => a - b,
  );
  if (!bancas.length) return { bancas: 0, tickets: 0 };
  const seals: repo.NewSeal[] = bancas.map((bancaId) => {
    const input: DrawSealInput = {
      occurrence_id: String(occurrenceId),
      banca_id: String(bancaId),
      sealed_at: sealedAt,
      ...(figures.get(bancaId) ?? NO_FIGURES),
    };
    return {
      occurrenceId,
      bancaId,
      version: DRAW_SEAL_VERSION,
      sealedAt,
      tickets: Number(input.tickets),
      plays: Number(input.plays),
      annulledTickets: Number(input.annulled_tickets),
      annulledPlays: Number(input.annulled_plays),
      totals: input.totals,
      byNumber: input.by_number,
      byAgency: input.by_agency,
      ticketsHead: input.tickets_head,
      digest: drawSealDigest(input),
    };
  });
  await repo.insertSeals(tx.db, seals);
  return { bancas: seals.length, tickets: seals.reduce((total, seal) => total + seal.tickets, 0) };
}
