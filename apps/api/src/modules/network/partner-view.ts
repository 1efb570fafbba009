import type { PartnerKind } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findPartnerView, toPartner } from './partner-repository';

/** A partner of the caller's subtree (of one kind when given), as the distributors' screens show it. */
export async function partnerView({ db, scope }: UseCaseContext, id: number, kind?: PartnerKind) {
  const row = await findPartnerView(db, scope, id, kind);
  if (!row) throw notFound();
  return toPartner(row, scope);
}
