import type { Db } from '../../db/client';
import { EVERYONE, unreadCounts } from './notification-repository';
import type { Signal } from './notification-listener';

/** One open bell (a stream): told the caller's unread count when it changes. */
export type Subscriber = (unread: number) => void;

/** An open risk board's stream: told that its banca's risk moved. */
export type RiskSubscriber = () => void;

/** While nobody listens (the embedded database without LISTEN, a lost connection), counts are read this often. */
export const POLL_FALLBACK_MS = 1_000;
/** Signals that arrive together are answered with one query. */
const COALESCE_MS = 25;

/**
 * The open bells of this process, by user. A signal (NOTIFY from any process) makes it read the
 * named users' unread counts in one query and tell their bells; while no listener is live it
 * reads every open bell's count each POLL_FALLBACK_MS and tells those that changed.
 */
export class NotificationHub {
  private readonly bells = new Map<number, Map<Subscriber, number | null>>();
  /** The streams that follow a banca's risk, by banca: told without a query. */
  private readonly risk = new Map<number, Set<RiskSubscriber>>();
  private readonly pending = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private live = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Opens a bell: told its count at once, then on every change. Answers how to close it. */
  subscribe(userId: number, subscriber: Subscriber): () => void {
    const mine = this.bells.get(userId) ?? new Map<Subscriber, number | null>();
    mine.set(subscriber, null);
    this.bells.set(userId, mine);
    this.signal([userId]);
    return () => {
      mine.delete(subscriber);
      if (!mine.size && this.bells.get(userId) === mine) this.bells.delete(userId);
    };
  }

  /** Follows a banca's risk (a caller who may read its risk board): told on every watched sale. */
  followRisk(bancaId: number, subscriber: RiskSubscriber): () => void {
    const mine = this.risk.get(bancaId) ?? new Set<RiskSubscriber>();
    mine.add(subscriber);
    this.risk.set(bancaId, mine);
    return () => {
      mine.delete(subscriber);
      if (!mine.size && this.risk.get(bancaId) === mine) this.risk.delete(bancaId);
    };
  }

  /** The risk of these bancas moved (a NOTIFY from the watch, in any process): their followers are told. */
  riskMoved(bancaIds: readonly number[]): void {
    if (this.stopped) return;
    for (const id of bancaIds) for (const subscriber of this.risk.get(id) ?? []) subscriber();
  }

  signal(signal: Signal): void {
    const users = signal === EVERYONE ? [...this.bells.keys()] : signal;
    for (const id of users) if (this.bells.has(id)) this.pending.add(id);
    if (this.pending.size && !this.flushTimer && !this.stopped) {
      this.flushTimer = setTimeout(() => this.flush(), COALESCE_MS);
    }
  }

  /** The listener is live or not; on (re)connecting every bell is read once, for what was missed. */
  setLive(live: boolean): void {
    const wasLive = this.live;
    this.live = live;
    if (live && !wasLive) this.signal(EVERYONE);
    this.schedulePoll();
  }

  stop(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.pollTimer) clearTimeout(this.pollTimer);
    return this.running;
  }

  private flush(): void {
    this.flushTimer = null;
    const users = [...this.pending];
    this.pending.clear();
    this.enqueue(() => this.tell(users, true));
  }

  private schedulePoll(): void {
    if (this.live || this.stopped || this.pollTimer) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      if (this.live) return;
      this.enqueue(() => this.tell([...this.bells.keys()], false)).finally(() => this.schedulePoll());
    }, POLL_FALLBACK_MS);
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.running = this.running.then(work).catch(this.onError);
    return this.running;
  }

  /** Reads the users' counts and tells their bells: all of them after a signal, only changes when polling. */
  private async tell(users: number[], always: boolean): Promise<void> {
    const open = users.filter((id) => this.bells.has(id));
    if (!open.length || this.stopped) return;
    const counts = await unreadCounts(this.db, open);
    for (const id of open) {
      const unread = counts.get(id) ?? 0;
      const mine = this.bells.get(id);
      for (const [subscriber, last] of mine ?? []) {
        if (!always && last === unread) continue;
        mine!.set(subscriber, unread);
        subscriber(unread);
      }
    }
  }
}
