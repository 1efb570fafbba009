import type { Account, ZSaveAccountRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';

type AccountInput = z.output<typeof ZSaveAccountRequest>;

const CONFLICTS: UniqueConflicts = {
  accounts_owner_code_uq: { field: 'code', message: 'Ya existe una cuenta con ese código.' },
};

const MISSING = 'La cuenta no existe.';

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
    CONFLICTS,
  );
}

/** Changes an account of the caller's subtree (system and chain accounts are not the caller's). */
export async function updateAccount(ctx: UseCaseContext, id: number, input: AccountInput): Promise<Account> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.lockEditableAccount(tx.db, ctx.scope, id);
      if (!before) throw notFound(MISSING);
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
    CONFLICTS,
  );
}

/** Deletes an account nothing names; one that entries or payments use stays (deactivate it instead). */
export async function deleteAccount(ctx: UseCaseContext, id: number): Promise<Account> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.lockEditableAccount(tx.db, ctx.scope, id);
    if (!before) throw notFound(MISSING);
    if (await repo.accountInUse(tx.db, id)) {
      throw new AppError('CONFLICT', 'La cuenta tiene asientos o pagos: no se borra, se desactiva.');
    }
    await repo.deleteAccountRow(tx.db, id);
    await tx.audit({ action: 'DELETE', entity: 'account', entityId: id, subjectPartnerId: before.partner_id, before });
    return before;
  });
}
