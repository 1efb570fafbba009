import type { User, ZUpdateUserRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertMayGive, assertMayManage, flagsOf, partnerNotFound, userNotFound } from './grant-check';
import * as repo from './repository';
import { selfChangeProblems } from './user-rules';

/** Changes the fields sent; the same rules as creating, plus nobody edits itself out of its powers. */
export async function updateUser(ctx: UseCaseContext, input: z.output<typeof ZUpdateUserRequest>): Promise<User> {
  const { principal: caller, scope } = ctx;
  return inTransaction(ctx, async (tx) => {
    const target = await repo.findUserInScope(tx.db, scope, input.id, true);
    if (!target) throw userNotFound();
    assertMayManage(caller, target);
    const partner = input.partner_id === undefined ? null : await findPartnerInScope(tx.db, scope, input.partner_id);
    if (input.partner_id !== undefined && !partner) throw partnerNotFound();
    const before = { role: target.role, partnerId: target.partner.id, flags: flagsOf(target) };
    const after = {
      role: input.role ?? target.role,
      partnerId: partner?.id ?? target.partner.id,
      flags: {
        manage_childs: input.manage_childs ?? target.manage_childs,
        awarding_results: input.awarding_results ?? target.awarding_results,
      },
    };
    const selfProblems = selfChangeProblems(caller, target.id, before, after);
    if (selfProblems.length) throw new AppError('UNPROCESSABLE', selfProblems[0]!.message, selfProblems);
    const partnerKind = partner?.kind ?? target.partner.kind;
    assertMayGive(
      caller,
      { role: after.role, partnerKind, before: before.flags, after: after.flags },
      after.role !== before.role,
    );
    await repo.updateUserRow(tx.db, target.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email || null } : {}),
      role: after.role,
      partnerId: after.partnerId,
      manageChilds: after.flags.manage_childs,
      awardingResults: after.flags.awarding_results,
    });
    const updated = repo.publicUser((await repo.findUserInScope(tx.db, scope, target.id))!);
    await tx.audit({
      action: 'UPDATE',
      entity: 'user',
      entityId: target.id,
      subjectPartnerId: after.partnerId,
      before: repo.publicUser(target),
      after: updated,
    });
    return updated;
  });
}
