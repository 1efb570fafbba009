import { currencyLabel, type AccountEntry, type Currency, type ZCreateAccountEntryRequest } from '@banca/contracts';
import type { z } from 'zod';
import { invalidField, notFound } from '../../lib/app-error';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findVisibleAccount } from '../accounts';
import { assertWithinMoneyMaximum } from '../network';
import { businessToday } from '../../lib/business-day';
import { findEntry, postEntry } from './entry-repository';

type EntryInput = z.output<typeof ZCreateAccountEntryRequest>;

/** An active account the caller may book to. */
export async function bookableAccount(ctx: UseCaseContext, accountId: number) {
  const account = await findVisibleAccount(ctx.db, ctx.scope, accountId);
  if (!account) throw notFound('La cuenta no existe.');
  if (!account.active) throw invalidField('account_id', `La cuenta «${account.name}» está inactiva.`);
  return account;
}

/**
 * A manual entry between two partners of the caller's subtree, in the currency they both work
 * in, on a business day that is not in the future. Written with its legs and its audit row.
 */
export async function createAccountEntry(ctx: UseCaseContext, input: EntryInput): Promise<AccountEntry> {
  if (input.contributor_id === input.beneficiary_id) {
    throw invalidField('beneficiary_id', 'El beneficiario debe ser otro asociado que el aportante.');
  }
  const [contributor, beneficiary] = await Promise.all([
    partnerInScopeOr404(ctx.db, ctx.scope, input.contributor_id, 'El asociado aportante no existe.'),
    partnerInScopeOr404(ctx.db, ctx.scope, input.beneficiary_id, 'El asociado beneficiario no existe.'),
  ]);
  if (input.currency !== contributor.currency || input.currency !== beneficiary.currency) {
    throw invalidField('currency', `La moneda debe ser la de ambos asociados (${currencyLabel(contributor.currency as Currency)}).`);
  }
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  const account = await bookableAccount(ctx, input.account_id);
  const today = await businessToday(ctx);
  const businessDate = input.business_date ?? today;
  if (businessDate > today) throw invalidField('business_date', 'La fecha no puede ser futura.');
  return inTransaction(ctx, async (tx) => {
    const id = await postEntry(tx.db, {
      businessDate,
      accountId: account.id,
      contributorId: contributor.id,
      beneficiaryId: beneficiary.id,
      currency: input.currency,
      amount: BigInt(input.amount),
      origin: 'MANUAL',
      kind: 'MANUAL',
      observation: input.observation,
      createdBy: ctx.principal.id,
    });
    const after = (await findEntry(tx.db, ctx.scope, id))!;
    await tx.audit({
      action: 'CREATE',
      entity: 'account_entry',
      entityId: id,
      subjectPartnerId: contributor.id,
      after,
    });
    return after;
  });
}
