import type { User, ZCreateUserRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { Principal } from '../../lib/principal';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { scopeOf } from '../../lib/scope';
import { isUniqueViolation } from '../../lib/pg-error';
import { assertMayGive, partnerNotFound, usernameTakenError } from './grant-check';
import * as repo from './repository';

/** A new user on a partner of the caller's subtree, with a role and flags the caller may give. */
export async function createUser(
  db: Db,
  caller: Principal,
  input: z.output<typeof ZCreateUserRequest>,
  actor: AuditActor,
): Promise<User> {
  const scope = scopeOf(caller);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const partner = await findPartnerInScope(tx, scope, input.partner_id);
      if (!partner) throw partnerNotFound();
      const flags = { manage_childs: input.manage_childs, awarding_results: input.awarding_results };
      assertMayGive(caller, { role: input.role, partnerKind: partner.kind, before: null, after: flags });
      if (await repo.usernameTaken(tx, input.username)) throw usernameTakenError();
      const id = await repo.insertUser(tx, {
        username: input.username,
        passwordHash,
        name: input.name,
        email: input.email || null,
        role: input.role,
        partnerId: partner.id,
        manageChilds: flags.manage_childs,
        awardingResults: flags.awarding_results,
      });
      const created = repo.publicUser((await repo.findUserInScope(tx, scope, id))!);
      await recordAudit(tx, actor, {
        action: 'CREATE',
        entity: 'user',
        entityId: id,
        subjectPartnerId: partner.id,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTakenError();
    throw error;
  }
}
