import type { PublicPollaTicketsRequest } from '@banca/contracts';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import { DistinctCounter, tooMany, waitInWords, WindowCounter } from '../../lib/usage-limits';
import type { PublicContext } from '../../lib/use-case';
import * as repo from './public-repository';

/**
 * A customer's own recent tickets, by cédula and the serial of one of them: a cédula alone (or a
 * serial of someone else's) answers the same 404 whether its owner plays or not. Each address may
 * try a few distinct cédulas per window, and each cédula a few lookups from anywhere, so neither
 * who plays nor a ticket's serial can be guessed by asking many times.
 */
export function makePublicPollaTickets(limits: Config['pollaLookup']) {
  const cedulasPerAddress = new DistinctCounter(limits.cedulasPerAddress, limits.windowMs);
  const lookupsPerCedula = new WindowCounter(limits.lookupsPerCedula, limits.windowMs);
  return async (ctx: PublicContext, input: PublicPollaTicketsRequest) => {
    const cedula = `${input.id_type}-${input.id_number}`;
    const addressWait = cedulasPerAddress.take(ctx.actor.ip ?? 'unknown', cedula);
    if (addressWait > 0)
      throw tooMany(
        `Ya consultó ${limits.cedulasPerAddress} cédulas distintas desde esta conexión. Intente de nuevo en ${waitInWords(addressWait)}.`,
        addressWait,
      );
    const cedulaWait = lookupsPerCedula.take(cedula);
    if (cedulaWait > 0)
      throw tooMany(
        `Esta cédula se consultó demasiadas veces. Intente de nuevo en ${waitInWords(cedulaWait)}.`,
        cedulaWait,
      );
    if (!(await repo.customerHoldsSerial(ctx.db, input.id_type, input.id_number, input.serial)))
      throw notFound('No hay un ticket con ese serial y esa cédula. Revise ambos datos en su ticket.');
    return { data: await repo.betsOfCustomer(ctx.db, input.id_type, input.id_number) };
  };
}
