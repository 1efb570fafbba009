import type { Account } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { ACCOUNT_CONFLICTS, type AccountInput } from './account-rules';
import * as repo from './repository';

/** Creates an account owned by the caller's partner. */
export async function createAccount(ctx: UseCaseContext, input: AccountInput): Promise<Account> {
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertAccount(tx.db, ctx.principal.partner.id, input);
      const after = (await repo.findVisibleAccount(tx.db, ctx.scope, id))!;
      await tx.audit({
        action: 'CREATE',
        entity: 'account',
        entityId: id,
        subjectPartnerId: ctx.principal.partner.id,
        after,
      });
      return after;
    },
    ACCOUNT_CONFLICTS,
  );
}
