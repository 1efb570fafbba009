import type { UseCaseContext } from '../../lib/use-case';
import { findSalesTarget } from './sales-target-repository';
import { targetNotFound } from './target-rules';

/** One sales target of the caller's subtree, with its progress. */
export async function getSalesTarget({ db, scope }: UseCaseContext, id: number) {
  const target = await findSalesTarget(db, scope, id);
  if (!target) throw targetNotFound();
  return target;
}
