import type { User, ZCreateUserRequest } from '@banca/contracts';
import type { z } from 'zod';
import { hashPassword } from '../../lib/passwords';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertMayGive, partnerNotFound, USERNAME_CONFLICT, usernameTakenError } from './grant-check';
import * as repo from './repository';

/** A new user on a partner of the caller's subtree, with a role and flags the caller may give. */
export async function createUser(ctx: UseCaseContext, input: z.output<typeof ZCreateUserRequest>): Promise<User> {
  const { principal: caller, scope } = ctx;
  const passwordHash = await hashPassword(input.password);
  return inTransaction(
    ctx,
    async (tx) => {
      const partner = await findPartnerInScope(tx.db, scope, input.partner_id);
      if (!partner) throw partnerNotFound();
      const flags = { manage_childs: input.manage_childs, awarding_results: input.awarding_results };
      assertMayGive(caller, { role: input.role, partnerKind: partner.kind, before: null, after: flags });
      if (await repo.usernameTaken(tx.db, input.username)) throw usernameTakenError();
      const id = await repo.insertUser(tx.db, {
        username: input.username,
        passwordHash,
        name: input.name,
        email: input.email || null,
        role: input.role,
        partnerId: partner.id,
        manageChilds: flags.manage_childs,
        awardingResults: flags.awarding_results,
      });
      const created = repo.publicUser((await repo.findUserInScope(tx.db, scope, id))!);
      await tx.audit({
        action: 'CREATE',
        entity: 'user',
        entityId: id,
        subjectPartnerId: partner.id,
        after: created,
      });
      return created;
    },
    USERNAME_CONFLICT,
  );
}
