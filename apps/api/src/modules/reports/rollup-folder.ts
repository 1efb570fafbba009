import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { foldRollups } from './repository';

/** How often the pending deltas are folded into the rollups. */
export const FOLD_INTERVAL_MS = 1_000;

/**
 * Folds the sales rollups' pending deltas every second, in this process (ADR 040). Several
 * processes may each run one: the fold's advisory lock lets one of them fold at a time and the
 * others skip their turn. Nothing is lost on a restart: deltas stay in their table until folded,
 * and readers add the pending ones. `stop` waits for a fold in flight, so the database can close.
 */
export class RollupFolder {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = FOLD_INTERVAL_MS,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.foldOnce().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  private async foldOnce(): Promise<void> {
    try {
      await foldRollups(this.db);
    } catch (error) {
      if (!this.stopped) this.log.error({ err: error }, 'no se pudieron acumular las ventas');
    }
  }
}
