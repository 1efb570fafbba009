import type { PartnerKind, PartnerStatus } from '@banca/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, type PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { resetResponsiblesOutsideChain } from './agency-repository';
import type { NetworkContext } from './context';
import { columnsOf, resolveParent, type PartnerFields } from './create-partner';
import { findPartner, rewriteSubtreePaths } from './partner-repository';
import {
  assertCanDeactivate,
  assertNotOwnPartner,
  assertNotUnderItself,
  assertUniqueCodeAndName,
  unprocessable,
} from './partner-rules';

export type PartnerUpdate = PartnerFields & { status?: PartnerStatus | undefined };

/** A partner of the scope for a change: locked, of the right kind, never the caller's own. */
export async function partnerForChange(tx: Db, ctx: NetworkContext, id: number, kind: PartnerKind) {
  const current = await findPartner(tx, ctx.scope, id, { kind, forUpdate: true });
  if (!current) throw notFound();
  assertNotOwnPartner(current, ctx.scope.partnerId);
  return current;
}

/** ACTIVE needs an active parent; INACTIVE needs no active children and no activity. */
export async function assertStatusChange(tx: Db, ctx: NetworkContext, current: PartnerRow, status: PartnerStatus) {
  if (status === current.status) return;
  if (status === 'INACTIVE') await assertCanDeactivate(tx, current);
  if (status === 'ACTIVE' && current.parentId !== null) {
    const parent = await findPartner(tx, ctx.scope, current.parentId);
    if (parent && parent.status !== 'ACTIVE') {
      throw unprocessable(
        'status',
        `Estado: no se puede activar «${current.name}» mientras su padre «${parent.name}» no esté activo.`,
      );
    }
  }
}

/**
 * Changes a partner's fields and status; a new parent_id moves it with its whole subtree
 * (paths and depths rewritten in the same transaction). Audited as UPDATE, plus MOVE.
 */
export async function updatePartner(tx: Db, ctx: NetworkContext, kind: PartnerKind, id: number, input: PartnerUpdate) {
  const current = await partnerForChange(tx, ctx, id, kind);
  const moving = input.parent_id !== current.parentId;
  const newParent = moving ? await resolveParent(tx, ctx, kind, input.parent_id) : null;
  if (newParent) assertNotUnderItself(current, newParent);
  const codeChanged = input.code.toLowerCase() !== current.code.toLowerCase();
  const nameChanged = input.name.toLowerCase() !== current.name.toLowerCase();
  if (codeChanged || nameChanged) {
    await assertUniqueCodeAndName(
      tx,
      { code: codeChanged ? input.code : null, name: nameChanged ? input.name : null },
      id,
    );
  }
  const status = input.status ?? current.status;
  await assertStatusChange(tx, ctx, current, status);

  await tx
    .update(partners)
    .set({
      ...columnsOf(input),
      countryIso2: input.country_iso2 ?? current.countryIso2,
      currency: input.currency ?? current.currency,
      status,
      isPollaSeller: kind === 'TAQUILLA' ? (input.is_polla_seller ?? current.isPollaSeller) : false,
      parentId: newParent?.id ?? current.parentId,
      updatedAt: new Date(),
    })
    .where(eq(partners.id, id));
  if (newParent) await movePartner(tx, ctx, current, newParent);
  const [after] = await tx.select().from(partners).where(eq(partners.id, id));
  await recordAudit(tx, ctx.actor, {
    action: 'UPDATE',
    entity: 'partner',
    entityId: id,
    subjectPartnerId: id,
    before: current,
    after,
  });
  return after!;
}

async function movePartner(tx: Db, ctx: NetworkContext, current: PartnerRow, newParent: PartnerRow) {
  const newPath = `${newParent.path}${current.id}/`;
  const moved = await rewriteSubtreePaths(tx, current.path, newPath, newParent.depth + 1 - current.depth);
  const responsiblesReset = await resetResponsiblesOutsideChain(tx, newPath);
  await recordAudit(tx, ctx.actor, {
    action: 'MOVE',
    entity: 'partner',
    entityId: current.id,
    subjectPartnerId: current.id,
    before: { parent_id: current.parentId, path: current.path, depth: current.depth },
    after: {
      parent_id: newParent.id,
      path: newPath,
      depth: newParent.depth + 1,
      subtree_size: moved,
      responsibles_reset: responsiblesReset,
    },
  });
}

/** Sets a partner's status (activate, deactivate, soft delete), with the rules and the audit. */
export async function setPartnerStatus(
  tx: Db,
  ctx: NetworkContext,
  kind: PartnerKind,
  id: number,
  status: PartnerStatus,
) {
  const current = await partnerForChange(tx, ctx, id, kind);
  if (current.status === status) return current;
  await assertStatusChange(tx, ctx, current, status);
  const [after] = await tx
    .update(partners)
    .set({ status, updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning();
  await recordAudit(tx, ctx.actor, {
    action: status === 'INACTIVE' ? 'DEACTIVATE' : status === 'ACTIVE' ? 'ACTIVATE' : 'SUSPEND',
    entity: 'partner',
    entityId: id,
    subjectPartnerId: id,
    before: { status: current.status },
    after: { status },
  });
  return after!;
}
