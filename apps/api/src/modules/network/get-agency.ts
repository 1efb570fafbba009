import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findAgency } from './agency-repository';

/** One agency of the caller's subtree, as the registry shows it. */
export async function getAgency({ db, scope }: UseCaseContext, id: number) {
  const agency = await findAgency(db, scope, id);
  if (!agency) throw notFound();
  return agency;
}
