import type { PollaTicket, ZRegisterPollaTicketRequest } from '@banca/contracts';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { ensureRecentOccurrences } from '../draws';
import { raise } from '../../lib/domain-events';
import { applyMovement, ensurePote } from './pote-repository';
import { shareOf } from './scoring-rule';
import * as tickets from './ticket-repository';
import { bancaOf, findPollaType, todayOfType, type PollaTypeRow } from './type-repository';

type Input = z.output<typeof ZRegisterPollaTicketRequest>;

const SERIAL_TAKEN = { field: 'serial', message: 'Intente de nuevo: el serial ya existe.' };
const CONFLICTS = { polla_tickets_serial_unique: SERIAL_TAKEN, cash_movements_reference_uq: SERIAL_TAKEN };
const SALES_CLOSED = 'Las ventas de esta polla cerraron: su primer sorteo ya cerró.';

/** The picks, one entry per counted draw with exactly the type's number of distinct, known animals. */
function picksOf(type: PollaTypeRow, input: Input, symbols: Set<string>, occurrenceOf: Map<number, number>) {
  const picks: { occurrenceId: number; number: string }[] = [];
  const seen = new Set<number>();
  input.picks.forEach((entry, i) => {
    const occurrenceId = occurrenceOf.get(entry.draw_id);
    if (occurrenceId === undefined || seen.has(entry.draw_id)) {
      throw invalidField(`picks.${i}.draw_id`, 'El sorteo no cuenta en esta polla o está repetido.');
    }
    seen.add(entry.draw_id);
    const numbers = new Set(entry.numbers);
    if (numbers.size !== entry.numbers.length || numbers.size !== type.picksPerDraw) {
      throw invalidField(`picks.${i}.numbers`, `Elija ${type.picksPerDraw} animal(es) distintos para este sorteo.`);
    }
    for (const number of numbers) {
      if (!symbols.has(number)) throw invalidField(`picks.${i}.numbers`, `El animal ${number} no existe.`);
      picks.push({ occurrenceId, number });
    }
  });
  if (seen.size !== type.drawIds.length) {
    throw invalidField('picks', `Elija sus animales para los ${type.drawIds.length} sorteos de la polla.`);
  }
  return picks;
}

/**
 * Sells a polla ticket to an identified customer (DOMAIN §8, ADR 046): the customer is found or
 * created by cédula (what the seller typed updates it), the picks cover every counted draw of
 * today, and sales close when the first counted draw closes. In one transaction the ticket, its
 * picks, the VENTA movements feeding today's daily pote (both accumulators) and this week's
 * weekly pote, and the income of its price in the taquilla's cash register are written, and the
 * sale is audited.
 */
export async function registerPollaTicket(ctx: UseCaseContext, input: Input): Promise<PollaTicket> {
  const { principal } = ctx;
  if (principal.partner.kind !== 'TAQUILLA') throw new AppError('UNPROCESSABLE', 'La polla se vende en una taquilla.');
  const bancaId = bancaOf(ctx);
  const type = await findPollaType(ctx.db, bancaId, input.polla_type_id);
  if (!type || type.status !== 'ACTIVE')
    throw invalidField('polla_type_id', 'El tipo de polla no existe o no está activo.');
  await ensureRecentOccurrences(ctx.db);
  const date = await todayOfType(ctx.db, type.id);
  const occurrences = await tickets.countedOccurrences(ctx.db, type.drawIds, date);
  if (occurrences.length !== type.drawIds.length) {
    throw new AppError('UNPROCESSABLE', 'Hoy no hay todos los sorteos de esta polla.');
  }
  if (occurrences.some((o) => !o.open)) throw new AppError('UNPROCESSABLE', SALES_CLOSED);
  const symbols = await tickets.activeSymbolNumbers(ctx.db, type.productId);
  const picks = picksOf(type, input, symbols, new Map(occurrences.map((o) => [o.draw_id, o.id])));
  const chain = chainOf(principal.partner.path);
  const shares = {
    first: shareOf(type.price, type.dailyFirstBp),
    second: shareOf(type.price, type.dailySecondBp),
    weekly: shareOf(type.price, type.weeklyBp),
  };

  const id = await inTransaction(
    ctx,
    async (tx) => {
      const pote = { pollaTypeId: type.id, startDate: date, currency: type.currency };
      const daily = await ensurePote(tx.db, { ...pote, kind: 'DAILY' });
      const weekly = await ensurePote(tx.db, { ...pote, kind: 'WEEKLY' });
      const customerId = await tickets.upsertCustomer(tx.db, bancaId, input.customer);
      const serial = String(randomInt(1_000_000_000, 9_999_999_999));
      const ticketId = await tickets.insertTicket(tx.db, {
        serial,
        pollaTypeId: type.id,
        drawDate: date,
        dailyPoteId: daily.id,
        weeklyPoteId: weekly.id,
        customerId,
        taquillaId: principal.partner.id,
        agencyId: chain[chain.length - 2]!,
        bancaId,
        partnerPath: principal.partner.path,
        sellerId: principal.id,
        currency: type.currency,
        price: type.price,
        toDailyFirst: shares.first,
        toDailySecond: shares.second,
        toWeekly: shares.weekly,
        picks,
      });
      const sale = { tipo: 'INGRESO', concept: 'VENTA', ticketId, userId: principal.id } as const;
      const fed =
        (await applyMovement(tx.db, daily.id, { ...sale, first: shares.first, second: shares.second })) &&
        (await applyMovement(tx.db, weekly.id, { ...sale, first: shares.weekly, second: 0n }));
      if (!fed) throw new AppError('UNPROCESSABLE', SALES_CLOSED);
      await raise(tx, 'polla.ticket-sold', {
        taquillaId: principal.partner.id,
        serial,
        currency: type.currency,
        price: type.price.toString(),
      });
      await tx.audit({
        action: 'SELL',
        entity: 'polla_ticket',
        entityId: ticketId,
        subjectPartnerId: principal.partner.id,
        before: null,
        after: {
          polla_type: type.name,
          draw_date: date,
          price: type.price.toString(),
          cedula: `${input.customer.id_type}-${input.customer.id_number}`,
          to_daily_first: shares.first.toString(),
          to_daily_second: shares.second.toString(),
          to_weekly: shares.weekly.toString(),
        },
      });
      return ticketId;
    },
    CONFLICTS,
  );
  const ticket = await tickets.loadTicket(ctx.db, { id });
  if (!ticket) throw notFound();
  return ticket;
}
