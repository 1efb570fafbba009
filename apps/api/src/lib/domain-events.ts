import type {
  AnomalyKind,
  CashMovementKind,
  Currency,
  Payment,
  RiskThresholdKind,
  SoftwareVersion,
} from '@banca/contracts';
import type { PublicContext, UseCaseContext } from './use-case';

/**
 * The business events one module raises and others act on (ADR 053), with what each carries.
 * A module never calls another module to make it react: it raises the event inside its own
 * transaction, and every handler the composition root (`domain-event-handlers.ts`) lists for it
 * runs in that same transaction, in order. A failing handler rolls the whole change back.
 */
export interface DomainEvents {
  /** A draw occurrence suspended or lifted for a partner and what is under it. */
  'draw.suspension-changed': {
    occurrenceId: number;
    partnerId: number;
    partnerName: string;
    lifted: boolean;
    reason?: string | null;
    actorId: number;
  };
  /** A result written for an occurrence; `correction` when it replaced another (and `wasAwarded` then). */
  'result.saved': {
    occurrenceId: number;
    number: string;
    correction: boolean;
    wasAwarded: boolean;
    actorId: number | null;
  };
  /** An occurrence awarded: its plays carry their prizes, its tickets their outcome. */
  'draw.awarded': { occurrenceId: number; number: string; actorId: number };
  /** A sale ticket's prize paid at a taquilla (already recorded as paid). */
  'prize.paid': { taquillaId: number; ticketId: number; serial: string; amount: string; currency: string };
  /** A polla ticket sold, annulled, or its prize paid, at a taquilla. */
  'polla.ticket-sold': PollaTicketMoney & { price: string };
  'polla.ticket-annulled': PollaTicketMoney & { price: string };
  'polla.prize-paid': PollaTicketMoney & { amount: string };
  /** A payment reported to its payee, or corrected after a rejection. */
  'payment.reported': { payment: Payment; corrected: boolean };
  /** A payment confirmed or rejected by its payee. */
  'payment.decided': { payment: Payment };
  /** A taquilla's cash register sent for approval, approved or sent back. */
  'cash.register-changed': {
    change: 'SENT' | 'APPROVED' | 'RETURNED';
    taquillaId: number;
    taquillaName: string;
    businessDate: string;
    currency: Currency;
    observation?: string;
  };
  /** An income or outcome that waited for a superior, approved or rejected. */
  'cash.transaction-decided': {
    approved: boolean;
    kind: CashMovementKind;
    taquillaId: number;
    taquillaName: string;
    amount: string;
    currency: Currency;
    recordedBy: number;
    observation: string | null;
  };
  /** A terminal software version published on a banca's channel. */
  'software.published': { bancaId: number; actorId: number; version: SoftwareVersion };
  /** A number's sales crossed a banca's risk threshold (ADR 058), raised once per crossing by the risk watch. */
  'risk.threshold-crossed': RiskThresholdCrossing;
  /** An anomaly rule found a new cause (ADR 061), raised once per cause by the anomaly watch. */
  'alert.raised': {
    alertId: number;
    bancaId: number;
    partnerId: number;
    kind: AnomalyKind;
    title: string;
    detail: string;
  };
  /** New sales were watched (ADR 058): the exposure of these bancas' open draws may have moved, so their risk boards read again. */
  'risk.exposure-moved': { bancaIds: readonly number[] };
}

/** A crossing as the risk watch saw it: the exposure row, its limit, the rule, and the block it made. */
export interface RiskThresholdCrossing {
  bancaId: number;
  /** The partner whose limit it is (the exposure row's). */
  partnerId: number;
  partnerName: string;
  occurrenceId: number;
  betTypeName: string;
  numberKey: string;
  rule: { id: number; kind: RiskThresholdKind; percent: number | null; amount: string | null };
  currency: Currency;
  sold: string;
  /** The binding limit (the smaller of the partner's cupo and, for a banca, its tope); null without one. */
  limit: string | null;
  /** What the number would pay if it came out: sold × the bet type's multiplier. */
  payout: string;
  /** The block the rule made (BLOCK rules), null for NOTIFY rules. */
  blockedNumberId: number | null;
}

/** A polla ticket as its taquilla's cash register names it. */
export interface PollaTicketMoney {
  taquillaId: number;
  serial: string;
  currency: string;
}

export type EventName = keyof DomainEvents;

/** Events a scheduled job raises: nobody signed in makes them, so their handlers get no caller. */
type JobEventName = 'risk.threshold-crossed' | 'alert.raised' | 'risk.exposure-moved';

/** The context an event's handlers get: the raising use case's, or a job's for the job events. */
export type EventContext<N extends EventName> = N extends JobEventName ? PublicContext : UseCaseContext;

/** Runs inside the raising use case's transaction: `tx.db` is that transaction. */
export type EventHandler<N extends EventName> = (tx: EventContext<N>, event: DomainEvents[N]) => Promise<void>;

/** Every event with the handlers that act on it, in the order they run; an event nobody handles lists none. */
export type EventHandlers = { readonly [N in EventName]: readonly EventHandler<N>[] };

/** What a module offers the composition root: handlers for the events it acts on. */
export type ModuleHandlers = { readonly [N in EventName]?: EventHandler<N> };

let installed: EventHandlers | null = null;

/** The composition root's table, once per process (the same table again is a no-op). */
export function installEventHandlers(handlers: EventHandlers): void {
  if (installed && installed !== handlers) throw new Error('Los manejadores de eventos ya están instalados.');
  installed = handlers;
}

/**
 * Raises `name` inside `tx`'s transaction: each handler acts before the use case commits. Raising
 * before the table is installed is a programming error, never a silent skip: an award that did
 * not score its polla, or a prize that did not reach the cash register, would cost money.
 */
export async function raise<N extends EventName>(tx: EventContext<N>, name: N, event: DomainEvents[N]): Promise<void> {
  if (!installed) throw new Error(`Evento «${name}» sin manejadores instalados.`);
  for (const handler of installed[name]) await handler(tx, event);
}

/** The table from each module's handlers, in the order the modules are given. */
export function eventTable(modules: readonly ModuleHandlers[], names: readonly EventName[]): EventHandlers {
  const table = Object.fromEntries(names.map((name) => [name, modules.flatMap((module) => module[name] ?? [])]));
  return table as unknown as EventHandlers;
}
