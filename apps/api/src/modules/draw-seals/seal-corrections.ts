import type { PublicContext } from '../../lib/use-case';
import * as repo from './correction-repository';

/**
 * An annulment of a ticket that played a sealed draw (an administrator's, before the result, as
 * DOMAIN §4 allows): the seal stays as it was, and a correction linked to it records the ticket
 * and what it took out of the seal's figures, audited in the annulment's transaction (ADR 060).
 * Answers the sealed draws it touched.
 */
export async function recordLateAnnulment(tx: PublicContext, ticketId: number, reason: string): Promise<number[]> {
  const written = await repo.insertAnnulmentCorrections(tx.db, ticketId, reason, tx.actor.userId);
  for (const correction of written) {
    await tx.audit({
      action: 'CORRECT_SEAL',
      entity: 'draw_seal_correction',
      entityId: correction.id,
      subjectPartnerId: correction.banca_id,
      before: null,
      after: {
        kind: 'ANNULMENT',
        seal_id: correction.seal_id,
        occurrence_id: correction.occurrence_id,
        ticket_id: ticketId,
        reason,
      },
    });
  }
  return written.map((correction) => correction.occurrence_id);
}

/** A corrected result of a sealed draw: a correction linked to each of its seals, audited; the seals stay. */
export async function recordResultCorrection(
  tx: PublicContext,
  occurrenceId: number,
  before: object,
  after: object,
): Promise<void> {
  const written = await repo.insertResultCorrections(tx.db, occurrenceId, before, after, tx.actor.userId);
  for (const correction of written) {
    await tx.audit({
      action: 'CORRECT_SEAL',
      entity: 'draw_seal_correction',
      entityId: correction.id,
      subjectPartnerId: correction.banca_id,
      before,
      after: { kind: 'RESULT', seal_id: correction.seal_id, occurrence_id: occurrenceId, ...after },
    });
  }
}
