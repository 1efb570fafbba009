import type { Account } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { ACCOUNT_CONFLICTS, MISSING_ACCOUNT, type AccountInput } from './account-rules';
import * as repo from './repository';

/** Changes an account of the caller's subtree (system and chain accounts are not the caller's). */
export async function updateAccount(ctx: UseCaseContext, id: number, input: AccountInput): Promise<Account> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.lockEditableAccount(tx.db, ctx.scope, id);
      if (!before) throw notFound(MISSING_ACCOUNT);
      await repo.updateAccountRow(tx.db, id, input);
      const after = (await repo.findVisibleAccount(tx.db, ctx.scope, id))!;
      await tx.audit({
        action: 'UPDATE',
        entity: 'account',
        entityId: id,
        subjectPartnerId: before.partner_id,
        before,
        after,
      });
      return after;
    },
    ACCOUNT_CONFLICTS,
  );
}
