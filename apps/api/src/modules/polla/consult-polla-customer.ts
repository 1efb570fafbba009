import type { PollaCustomer } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { findCustomer } from './ticket-repository';
import { bancaOf } from './type-repository';

/** A customer of the caller's banca by cédula, to fill the sale's form. */
export async function consultPollaCustomer(
  ctx: UseCaseContext,
  cedula: { id_type: string; id_number: string },
): Promise<PollaCustomer> {
  const customer = await findCustomer(ctx.db, bancaOf(ctx), cedula.id_type, cedula.id_number);
  if (!customer) throw notFound('No hay un cliente con esa cédula.');
  return customer;
}
