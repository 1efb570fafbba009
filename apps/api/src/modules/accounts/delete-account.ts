import type { Account } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { MISSING_ACCOUNT } from './account-rules';
import * as repo from './repository';

/** Deletes an account nothing names; one that entries or payments use stays (deactivate it instead). */
export async function deleteAccount(ctx: UseCaseContext, id: number): Promise<Account> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.lockEditableAccount(tx.db, ctx.scope, id);
    if (!before) throw notFound(MISSING_ACCOUNT);
    if (await repo.accountInUse(tx.db, id)) {
      throw new AppError('CONFLICT', 'La cuenta tiene asientos o pagos: no se borra, se desactiva.');
    }
    await repo.deleteAccountRow(tx.db, id);
    await tx.audit({ action: 'DELETE', entity: 'account', entityId: id, subjectPartnerId: before.partner_id, before });
    return before;
  });
}
