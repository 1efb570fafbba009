import type { AccountEntry } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import { findEntry, postEntry } from './entry-repository';

const CONFLICTS: UniqueConflicts = {
  ledger_entries_reverses_uq: { field: 'id', message: 'El asiento ya fue revertido.' },
};

/**
 * Corrects a manual entry the only way the ledger allows (ADR 044): a new entry, linked to it,
 * with the parties swapped, on today's business day. An entry is reversed once; a reversal, a
 * settlement or a payment is not reversed by hand.
 */
export async function reverseAccountEntry(ctx: UseCaseContext, id: number, observation: string): Promise<AccountEntry> {
  const today = await businessToday(ctx);
  return inTransaction(
    ctx,
    async (tx) => {
      const entry = await findEntry(tx.db, ctx.scope, id, true);
      if (!entry) throw notFound('El asiento no existe.');
      if (entry.kind !== 'MANUAL') throw new AppError('CONFLICT', 'Solo se revierte un asiento manual.');
      if (entry.reversed_by_entry_id) throw new AppError('CONFLICT', 'El asiento ya fue revertido.');
      const reversalId = await postEntry(tx.db, {
        businessDate: today,
        accountId: entry.account_id,
        contributorId: entry.beneficiary_id,
        beneficiaryId: entry.contributor_id,
        currency: entry.currency,
        amount: BigInt(entry.amount),
        origin: 'MANUAL',
        kind: 'REVERSAL',
        observation,
        createdBy: ctx.principal.id,
        reversesEntryId: entry.id,
      });
      const after = (await findEntry(tx.db, ctx.scope, reversalId))!;
      await tx.audit({
        action: 'REVERSE',
        entity: 'account_entry',
        entityId: entry.id,
        subjectPartnerId: entry.contributor_id,
        before: entry,
        after,
      });
      return after;
    },
    CONFLICTS,
  );
}
