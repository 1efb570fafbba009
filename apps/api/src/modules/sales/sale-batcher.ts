import { performance } from 'node:perf_hooks';

/** A sale the sale function refused: its code (BN001…, listed in db/sql/banca_sell_tickets.sql) and detail. */
export interface SaleRefusal {
  error: string;
  detail: string | null;
}

/** What the sale function answers for one sale: the ticket, a replay, or a refusal. */
export type SaleOutcome<T> = T | SaleRefusal;

/** Writes a batch: one outcome per payload, in order. */
export type BatchWriter<T> = (payloads: string[]) => Promise<SaleOutcome<T>[]>;

interface Pending<T> {
  payload: string;
  resolve: (outcome: SaleOutcome<T>) => void;
  reject: (error: unknown) => void;
  /** performance.now() when the sale was queued. */
  queuedAt: number;
}

/** What the batcher tells the metrics (lib/metrics): each batch's size and each sale's wait for it. */
export interface BatchWatch {
  batchStarted(size: number): void;
  saleWaited(seconds: number): void;
}

export interface SaleBatcherOptions {
  /** Batches written at the same time (each holds one database connection). */
  concurrency: number;
  /** Sales in one batch at most (MAX_SALES_PER_BATCH in the sale). */
  maxBatch: number;
}

/** Sales in one batch at most: one transaction, so it stays short. */
export const MAX_SALES_PER_BATCH = 32;

/**
 * Group commit for sales (ADR 029). A sale is written at once while a writer is free; the
 * sales that arrive while every writer is busy wait and go together in the next call to
 * `banca_sell_tickets`, one round trip and one commit for all of them. Under light load a
 * sale is never held back; under heavy load the batches grow by themselves.
 */
export class SaleBatcher<T> {
  private readonly queue: Pending<T>[] = [];
  private running = 0;

  constructor(
    private readonly writeBatch: BatchWriter<T>,
    private readonly options: SaleBatcherOptions,
    private readonly watch?: BatchWatch,
  ) {}

  /** `payload` is one sale's JSON, as the sale function reads it. */
  sell(payload: string): Promise<SaleOutcome<T>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ payload, resolve, reject, queuedAt: performance.now() });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      if (this.watch) this.told(this.watch, batch);
      this.running++;
      void this.write(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private told(watch: BatchWatch, batch: Pending<T>[]): void {
    const now = performance.now();
    watch.batchStarted(batch.length);
    for (const sale of batch) watch.saleWaited((now - sale.queuedAt) / 1000);
  }

  private async write(batch: Pending<T>[]): Promise<void> {
    let outcomes: SaleOutcome<T>[];
    try {
      outcomes = await this.writeBatch(batch.map((sale) => sale.payload));
    } catch (error) {
      // Refusals come back as values, so an error is the database's own (a lost connection,
      // a deadlock). Alone, the sale gets it; in company, each sale is tried again on its own
      // so one cannot take the others down with it.
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((sale) => this.write([sale])));
      return;
    }
    batch.forEach((sale, i) => sale.resolve(outcomes[i]!));
  }
}
