import type { PartnerKind } from '@banca/contracts';
import type { PartnerRow } from '../../db/schema';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { insertPartner } from '../partners';
import { findPartner } from './partner-repository';
import {
  assertParentActive,
  assertParentFits,
  assertUniqueCodeAndName,
  countryFromParent,
  PARTNER_CONFLICTS,
  referenceNotFound,
} from './partner-rules';

export interface PartnerFields {
  code: string;
  name: string;
  parent_id: number;
  country_iso2?: string | undefined;
  currency?: string | undefined;
  document_id: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  state: string | null;
  municipality: string | null;
  is_polla_seller?: boolean;
}

/** The columns a partner's fields set (country and currency resolved by the caller). */
export function columnsOf(input: PartnerFields) {
  return {
    code: input.code,
    name: input.name,
    documentId: input.document_id,
    contactName: input.contact_name,
    phone: input.phone,
    email: input.email,
    address: input.address,
    state: input.state,
    municipality: input.municipality,
  };
}

/** The parent of a new or moved partner: in the caller's scope (404 otherwise), of a kind that fits, active. */
export async function resolveParent(tx: UseCaseContext, kind: PartnerKind, parentId: number, field = 'parent_id') {
  const parent = await findPartner(tx.db, tx.scope, parentId, { forUpdate: true });
  if (!parent) throw referenceNotFound(field, 'Asociado padre');
  assertParentFits(kind, parent, field);
  assertParentActive(parent, field);
  return parent;
}

/**
 * Creates a partner of `kind` under a parent of the caller's subtree. Country and currency
 * default to the parent's. Audited.
 */
export const createPartner = (ctx: UseCaseContext, { kind, fields }: { kind: PartnerKind; fields: PartnerFields }) =>
  inTransaction(ctx, (tx) => addPartner(tx, kind, fields), PARTNER_CONFLICTS);

/** createPartner's step, inside the caller's transaction (an agency's creation or clone). */
export async function addPartner(
  tx: UseCaseContext,
  kind: PartnerKind,
  input: PartnerFields,
  auditAction = 'CREATE',
): Promise<PartnerRow> {
  const parent = await resolveParent(tx, kind, input.parent_id);
  await assertUniqueCodeAndName(tx.db, input);
  const created = await insertPartner(
    tx.db,
    {
      ...columnsOf(input),
      kind,
      countryIso2: countryFromParent(input.country_iso2, parent),
      currency: input.currency ?? parent.currency,
      isPollaSeller: kind === 'TAQUILLA' ? (input.is_polla_seller ?? false) : false,
    },
    parent,
  );
  await tx.audit({
    action: auditAction,
    entity: 'partner',
    entityId: created.id,
    subjectPartnerId: created.id,
    after: created,
  });
  return created;
}
