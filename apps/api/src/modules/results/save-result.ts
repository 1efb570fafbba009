import type { OccurrenceResult, ResultSource } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import { recordResultCorrection, sealOccurrence } from '../draw-seals';
import { resultProblem } from './check-result';
import * as repo from './repository';

export interface ResultInput {
  occurrence_id: number;
  number: string;
  sign?: number | null | undefined;
  source: ResultSource;
  /** Never overwrite a result already there (the provider only fills the missing ones). */
  keepExisting?: boolean;
}

/**
 * Saves the result of a draw occurrence once its sales have closed (DOMAIN §5). Saving over an
 * existing result is a correction: refused once a prize of the occurrence is paid (its tickets
 * are locked so a payment cannot slip in between), and it undoes the occurrence's award, to be
 * awarded again. One transaction with the occurrence row locked, audited. The draw is sealed first
 * if the sealer job has not yet done it, and a correction is linked to its seals (ADR 060).
 */
export async function saveResult(ctx: UseCaseContext, input: ResultInput): Promise<OccurrenceResult> {
  const sign = input.sign ?? null;
  await inTransaction(ctx, async (tx) => {
    const occurrence = await repo.lockOccurrence(tx.db, input.occurrence_id);
    if (!occurrence) throw notFound('El sorteo no existe.');
    if (!occurrence.closed) {
      throw new AppError(
        'UNPROCESSABLE',
        `El sorteo «${occurrence.drawName}» aún no ha cerrado sus ventas: su resultado se carga después del cierre.`,
      );
    }
    const productId = (await repo.productIdOf(tx.db, occurrence.id))!;
    const problem = resultProblem(
      {
        productName: occurrence.productName,
        productType: occurrence.productType,
        symbols: occurrence.productType === 'ANIMALITOS' ? await repo.activeSymbolNumbers(tx.db, productId) : null,
        needsSign: occurrence.needsSign,
      },
      input.number,
      sign,
    );
    if (problem) throw new AppError('VALIDATION_ERROR', undefined, [problem]);

    const correction = occurrence.resultNumber !== null;
    if (correction && input.keepExisting) throw new AppError('CONFLICT', 'El sorteo ya tiene resultado.');
    if (correction && occurrence.resultNumber === input.number && occurrence.resultSign === sign) return;
    if (correction) {
      const { paid } = await repo.lockTicketsOf(tx.db, occurrence.id);
      if (paid > 0) {
        throw new AppError(
          'CONFLICT',
          `No se puede corregir el resultado de «${occurrence.drawName}»: ya se pagaron premios de este sorteo.`,
        );
      }
    }
    // A result is never saved for an unsealed draw: the seal is written first, in this transaction (ADR 060).
    const sealed = await sealOccurrence(tx, occurrence.id);
    if (correction) {
      await recordResultCorrection(
        tx,
        occurrence.id,
        { result_number: occurrence.resultNumber, result_sign: occurrence.resultSign, awarded: occurrence.awarded },
        { result_number: input.number, result_sign: sign },
      );
    }
    await repo.writeResult(tx.db, occurrence.id, {
      number: input.number,
      sign,
      source: input.source,
      userId: ctx.actor.userId,
    });
    await tx.audit({
      action: correction ? 'CORRECT_RESULT' : 'SAVE_RESULT',
      entity: 'draw_occurrence',
      entityId: occurrence.id,
      subjectPartnerId: ctx.actor.partnerId,
      before: correction
        ? { result_number: occurrence.resultNumber, result_sign: occurrence.resultSign, awarded: occurrence.awarded }
        : null,
      after: {
        draw: occurrence.drawName,
        result_number: input.number,
        result_sign: sign,
        source: input.source,
        ...(sealed.bancas ? { sealed_bancas: sealed.bancas } : {}),
      },
    });
    // Awarding undoes the award of a corrected result before anything else hears of it (ADR 053).
    await raise(tx, 'result.saved', {
      occurrenceId: occurrence.id,
      number: input.number,
      correction,
      wasAwarded: occurrence.awarded,
      actorId: ctx.actor.userId,
    });
  });
  return (await repo.findOccurrence(ctx.db, chainOf(ctx.principal.partner.path), input.occurrence_id))!;
}
