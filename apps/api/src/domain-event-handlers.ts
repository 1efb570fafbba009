import { eventTable, installEventHandlers, type EventName } from './lib/domain-events';
import { awardingHandlers } from './modules/awarding';
import { cashHandlers } from './modules/cash';
import { notificationHandlers } from './modules/notifications';
import { pollaHandlers } from './modules/polla';

/**
 * Every business event, named once; the check below makes forgetting one a type error, so a new
 * event is listed here (and given its handlers) before anything can raise it.
 */
const EVENT_NAMES = [
  'draw.suspension-changed',
  'result.saved',
  'draw.awarded',
  'prize.paid',
  'polla.ticket-sold',
  'polla.ticket-annulled',
  'polla.prize-paid',
  'payment.reported',
  'payment.decided',
  'cash.register-changed',
  'cash.transaction-decided',
  'software.published',
  'risk.threshold-crossed',
  'alert.raised',
  'risk.exposure-moved',
] as const satisfies readonly EventName[];
type Unlisted = Exclude<EventName, (typeof EVENT_NAMES)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEventListed;

/**
 * Who acts on each event, in order (ADR 053). The modules that change state come first (a
 * corrected result undoes its award, an award scores polla, money reaches the cash register), the
 * bell last, so that what it tells is what the transaction wrote.
 */
export const DOMAIN_EVENT_HANDLERS = eventTable(
  [awardingHandlers, pollaHandlers, cashHandlers, notificationHandlers],
  EVENT_NAMES,
);

/** Installs the table for this process (the app and the command-line tools call it). */
export const installDomainEventHandlers = () => installEventHandlers(DOMAIN_EVENT_HANDLERS);
