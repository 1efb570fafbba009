import { NOTIFICATION_LINKS, ROLES, type Currency, type Role } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../lib/domain-events';
import { formatMinor } from '../../lib/money-text';
import { createNotifications, recipientsAlong } from './create-notifications';
import { occurrenceLabel, usersPayingPrizesOf } from './event-repository';

/*
 * What the draw and result events tell, and to whom. Each is called inside the event's own
 * transaction (`tx` of inTransaction); `actorId` (who made the event) is not told.
 */

type Tx = { db: Db };

const SUSPEND_RAFFLE = NOTIFICATION_LINKS.suspendRaffle;
const AWARD_RAFFLE = NOTIFICATION_LINKS.awardRaffle;
const PRIZES = NOTIFICATION_LINKS.detailedPrizes;
/** Sellers pay prizes where they sell (polla sellers do not pay the lottery's prizes). */
const SELL = NOTIFICATION_LINKS.sell;
const SELLERS: readonly Role[] = ['VEND_TAQUILLA'];
/** Who may suspend draws (spec §2: tools › suspend-raffle, A and S). */
const SUSPENDERS: readonly Role[] = ['ADMIN_BANCA', 'SUPERV_BANCA'];
const NOT_SUSPENDERS = ROLES.filter((role) => !SUSPENDERS.includes(role));

/** Who may award (A, S, D holding the awarding permission), across the operator: the catalogue is shared. */
const AWARDERS = {
  reach: 'network',
  roles: ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'],
  flag: 'awarding_results',
} as const;

/**
 * A draw suspended or lifted for a partner: everyone who sells under it, and the banca's
 * administrators above; those who may suspend draws (A, S) are sent to the tool.
 */
export async function tellDrawSuspension(tx: Tx, event: DomainEvents['draw.suspension-changed']): Promise<void> {
  const label = await occurrenceLabel(tx.db, event.occurrenceId);
  const { partnerId, actorId } = event;
  const managers = await recipientsAlong(
    tx,
    [
      { partnerId, reach: 'subtree', roles: SUSPENDERS },
      { partnerId, reach: 'above', roles: SUSPENDERS },
    ],
    { except: actorId },
  );
  const sellers = await recipientsAlong(tx, [{ partnerId, reach: 'subtree', roles: NOT_SUSPENDERS }], {
    except: actorId,
  });
  const reason = event.reason?.trim() ? ` Motivo: ${event.reason.trim()}.` : '';
  const told = {
    kind: event.lifted ? 'DRAW_LIFTED' : 'DRAW_SUSPENDED',
    title: event.lifted ? 'Sorteo reanudado' : 'Sorteo suspendido',
    body: event.lifted
      ? `${label} vuelve a venderse en ${event.partnerName}.`
      : `${label} no se vende en ${event.partnerName} hasta nuevo aviso.${reason}`,
  } as const;
  await createNotifications(tx, { ...told, recipients: managers, link: SUSPEND_RAFFLE });
  await createNotifications(tx, { ...told, recipients: sellers, link: null });
}

/** A result saved or corrected: those who award it must act. */
export async function tellResultSaved(tx: Tx, event: DomainEvents['result.saved']): Promise<void> {
  const label = await occurrenceLabel(tx.db, event.occurrenceId);
  await createNotifications(tx, {
    recipients: await recipientsAlong(tx, [AWARDERS], { except: event.actorId ?? undefined }),
    kind: 'RESULT_SAVED',
    title: event.correction ? 'Resultado corregido' : 'Resultado cargado',
    body: `${label}: salió el ${event.number}. ${event.correction ? 'Debe premiarse de nuevo.' : 'Ya se puede premiar.'}`,
    link: AWARD_RAFFLE,
  });
}

/** An occurrence awarded: who pays its prizes (sellers where they sell, administrators in the prizes report), and the other awarders. */
export async function tellAwarded(tx: Tx, event: DomainEvents['draw.awarded']) {
  const label = await occurrenceLabel(tx.db, event.occurrenceId);
  const payers = await usersPayingPrizesOf(tx.db, event.occurrenceId);
  const awarders = await recipientsAlong(tx, [AWARDERS]);
  const told = { kind: 'RESULT_AWARDED', title: 'Sorteo premiado' } as const;
  const toPay = `${label} quedó premiado con el ${event.number}. Hay tickets premiados por pagar.`;
  const sellers = payers.filter((user) => SELLERS.includes(user.role)).map((user) => user.id);
  const others = payers.filter((user) => !SELLERS.includes(user.role)).map((user) => user.id);
  await createNotifications(tx, { ...told, recipients: sellers, body: toPay, link: SELL });
  await createNotifications(tx, { ...told, recipients: without(others, event.actorId), body: toPay, link: PRIZES });
  await createNotifications(tx, {
    ...told,
    recipients: without(awarders, event.actorId, ...others),
    body: `${label} quedó premiado con el ${event.number}.`,
    link: PRIZES,
  });
}

const without = (ids: readonly number[], ...left: number[]) => ids.filter((id) => !left.includes(id));

/** A winning ticket whose prize expires soon: its taquilla's users and its agency's administrators. */
export async function tellPrizeExpiring(
  tx: Tx,
  prize: {
    ticketId: number;
    serial: string;
    taquillaId: number;
    amount: bigint;
    currency: Currency;
    expiresOn: string;
  },
): Promise<number[]> {
  const sellers = await recipientsAlong(tx, [{ partnerId: prize.taquillaId, reach: 'partner', roles: SELLERS }]);
  const administrators = await recipientsAlong(tx, [
    { partnerId: prize.taquillaId, reach: 'partner', roles: ['ADMIN_TAQUILLA'] },
    { partnerId: prize.taquillaId, reach: 'above', roles: ['ADMIN_TAQUILLA'] },
  ]);
  const told = {
    kind: 'PRIZE_EXPIRING',
    title: 'Premio por vencer',
    body: `El ticket ${prize.serial} tiene un premio de ${formatMinor(prize.amount, prize.currency)} sin pagar que vence el ${prize.expiresOn}.`,
    dedupeKey: `prize-expiring:${prize.ticketId}`,
  } as const;
  return [
    ...(await createNotifications(tx, { ...told, recipients: sellers, link: SELL })),
    ...(await createNotifications(tx, { ...told, recipients: administrators, link: PRIZES })),
  ];
}
