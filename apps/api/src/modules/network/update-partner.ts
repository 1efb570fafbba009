import type { PartnerKind, PartnerStatus } from '@banca/contracts';
import type { PartnerRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { partnerById } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { updatePartnerRow } from '../partners';
import { resetResponsiblesOutsideChain } from './agency-repository';
import { columnsOf, resolveParent, type PartnerFields } from './create-partner';
import { findPartner, rewriteSubtreePaths } from './partner-repository';
import {
  assertCanDeactivate,
  assertNotOwnPartner,
  assertNotUnderItself,
  assertCurrencyChange,
  assertUniqueCodeAndName,
  countryFromParent,
  PARTNER_CONFLICTS,
  unprocessable,
} from './partner-rules';

export type PartnerUpdate = PartnerFields & { status?: PartnerStatus | undefined };

/** A partner of the scope for a change: locked, of the right kind, never the caller's own. */
export async function partnerForChange(tx: UseCaseContext, id: number, kind: PartnerKind) {
  const current = await findPartner(tx.db, tx.scope, id, { kind, forUpdate: true });
  if (!current) throw notFound();
  assertNotOwnPartner(current, tx.scope.partnerId);
  return current;
}

/** ACTIVE needs an active parent; INACTIVE needs no active children and no activity. */
export async function assertStatusChange(tx: UseCaseContext, current: PartnerRow, status: PartnerStatus) {
  if (status === current.status) return;
  if (status === 'INACTIVE') await assertCanDeactivate(tx.db, current);
  if (status === 'ACTIVE' && current.parentId !== null) {
    const parent = await findPartner(tx.db, tx.scope, current.parentId);
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
export const updatePartner = (
  ctx: UseCaseContext,
  { kind, id, changes }: { kind: PartnerKind; id: number; changes: PartnerUpdate },
) => inTransaction(ctx, (tx) => changePartner(tx, kind, id, changes), PARTNER_CONFLICTS);

async function changePartner(tx: UseCaseContext, kind: PartnerKind, id: number, input: PartnerUpdate) {
  const current = await partnerForChange(tx, id, kind);
  const moving = input.parent_id !== current.parentId;
  const newParent = moving ? await resolveParent(tx, kind, input.parent_id) : null;
  if (newParent) assertNotUnderItself(current, newParent);
  const codeChanged = input.code.toLowerCase() !== current.code.toLowerCase();
  const nameChanged = input.name.toLowerCase() !== current.name.toLowerCase();
  if (codeChanged || nameChanged) {
    await assertUniqueCodeAndName(
      tx.db,
      { code: codeChanged ? input.code : null, name: nameChanged ? input.name : null },
      id,
    );
  }
  const status = input.status ?? current.status;
  await assertStatusChange(tx, current, status);
  const parent = newParent ?? (current.parentId === null ? null : await partnerById(tx.db, current.parentId));
  const countryIso2 = parent ? countryFromParent(input.country_iso2, parent) : current.countryIso2;
  const currency = input.currency ?? current.currency;
  await assertCurrencyChange(tx.db, current, currency);

  await updatePartnerRow(tx.db, id, {
    ...columnsOf(input),
    countryIso2,
    currency,
    status,
    isPollaSeller: kind === 'TAQUILLA' ? (input.is_polla_seller ?? current.isPollaSeller) : false,
    parentId: newParent?.id ?? current.parentId,
  });
  if (newParent) await movePartner(tx, current, newParent);
  const after = await partnerById(tx.db, id);
  await tx.audit({
    action: 'UPDATE',
    entity: 'partner',
    entityId: id,
    subjectPartnerId: id,
    before: current,
    after,
  });
  return after!;
}

async function movePartner(tx: UseCaseContext, current: PartnerRow, newParent: PartnerRow) {
  const newPath = `${newParent.path}${current.id}/`;
  const moved = await rewriteSubtreePaths(tx.db, current.path, newPath, newParent.depth + 1 - current.depth);
  const responsiblesReset = await resetResponsiblesOutsideChain(tx.db, newPath);
  await tx.audit({
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
export const setPartnerStatus = (
  ctx: UseCaseContext,
  { kind, id, status }: { kind: PartnerKind; id: number; status: PartnerStatus },
) =>
  inTransaction(
    ctx,
    async (tx) => {
      const current = await partnerForChange(tx, id, kind);
      if (current.status === status) return current;
      await assertStatusChange(tx, current, status);
      const after = await updatePartnerRow(tx.db, id, { status });
      await tx.audit({
        action: status === 'INACTIVE' ? 'DEACTIVATE' : status === 'ACTIVE' ? 'ACTIVATE' : 'SUSPEND',
        entity: 'partner',
        entityId: id,
        subjectPartnerId: id,
        before: { status: current.status },
        after: { status },
      });
      return after;
    },
    PARTNER_CONFLICTS,
  );
