import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners, type PartnerRow } from '../db/schema';
import { notFound } from './app-error';
import { inScope, type Scope } from './scope';

/** The partner if it lies in the caller's subtree; otherwise it does not exist for the caller. */
export async function findPartnerInScope(db: Db, scope: Scope, id: number): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.id, id), inScope(partners.path, scope)));
  return row ?? null;
}

/** Like findPartnerInScope, but a partner outside the subtree is the usual 404. */
export async function partnerInScopeOr404(db: Db, scope: Scope, id: number, message?: string): Promise<PartnerRow> {
  const partner = await findPartnerInScope(db, scope, id);
  if (!partner) throw notFound(message ?? 'El asociado no existe.');
  return partner;
}

/** A partner by id, whatever the scope: only for the caller's own chain. */
export async function partnerById(db: Db, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ?? null;
}

/** Ids of the partner's ancestors and itself, from the root down (read from its path). */
export const chainIds = (path: string): number[] => path.split('/').filter(Boolean).map(Number);

/** The partner's chain from the root down to itself. */
export async function partnerChain(db: Db, partner: PartnerRow): Promise<PartnerRow[]> {
  const ids = chainIds(partner.path);
  const rows = await db.select().from(partners).where(inArray(partners.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PartnerRow => Boolean(row));
}
