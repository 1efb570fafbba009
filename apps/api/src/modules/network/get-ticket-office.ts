import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findTicketOffice } from './ticket-office-repository';

/** One taquilla of the caller's subtree, with its terminal. */
export async function getTicketOffice({ db, scope }: UseCaseContext, id: number) {
  const office = await findTicketOffice(db, scope, id);
  if (!office) throw notFound();
  return office;
}
