import { describe, expect, it } from 'vitest';
import { SaleBatcher, type BatchWriter, type SaleOutcome } from './sale-batcher';

/** A writer whose calls stay open until the test finishes them, so it can see how sales group. */
function heldWriter() {
  const calls: { payloads: string[]; finish: (error?: Error) => void }[] = [];
  const write: BatchWriter<{ sold: string }> = (payloads) =>
    new Promise<SaleOutcome<{ sold: string }>[]>((resolve, reject) => {
      calls.push({
        payloads,
        finish: (error) =>
          error
            ? reject(error)
            : resolve(payloads.map((p) => (p === 'refused' ? { error: 'BN003', detail: null } : { sold: p }))),
      });
    });
  return { calls, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SaleBatcher', () => {
  it('writes a sale at once while a writer is free, and gathers the ones that arrive meanwhile', async () => {
    const writer = heldWriter();
    const batcher = new SaleBatcher(writer.write, { concurrency: 1, maxBatch: 3 });
    const answers = ['a', 'b', 'c', 'd', 'e', 'refused'].map((payload) => batcher.sell(payload));
    await settle();
    expect(writer.calls.map((call) => call.payloads)).toEqual([['a']]);
    writer.calls[0]!.finish();
    await settle();
    expect(writer.calls.map((call) => call.payloads)).toEqual([['a'], ['b', 'c', 'd']]);
    writer.calls[1]!.finish();
    await settle();
    expect(writer.calls[2]!.payloads).toEqual(['e', 'refused']);
    writer.calls[2]!.finish();
    expect(await Promise.all(answers)).toEqual([
      { sold: 'a' },
      { sold: 'b' },
      { sold: 'c' },
      { sold: 'd' },
      { sold: 'e' },
      { error: 'BN003', detail: null },
    ]);
  });

  it('keeps as many batches in flight as it has writers', async () => {
    const writer = heldWriter();
    const batcher = new SaleBatcher(writer.write, { concurrency: 2, maxBatch: 10 });
    const answers = ['a', 'b', 'c', 'd'].map((payload) => batcher.sell(payload));
    await settle();
    expect(writer.calls.map((call) => call.payloads)).toEqual([['a'], ['b']]);
    writer.calls[1]!.finish();
    await settle();
    expect(writer.calls[2]!.payloads).toEqual(['c', 'd']);
    writer.calls[0]!.finish();
    writer.calls[2]!.finish();
    expect(await Promise.all(answers)).toHaveLength(4);
  });

  it('tries each sale of a failed batch on its own, so only the one that fails gets the error', async () => {
    const writer = heldWriter();
    const batcher = new SaleBatcher(writer.write, { concurrency: 1, maxBatch: 10 });
    const first = batcher.sell('first');
    const good = batcher.sell('good');
    const bad = batcher.sell('bad');
    await settle();
    writer.calls[0]!.finish();
    await settle();
    writer.calls[1]!.finish(new Error('la base rechazó el lote'));
    await settle();
    expect(writer.calls.slice(2).map((call) => call.payloads)).toEqual([['good'], ['bad']]);
    writer.calls[2]!.finish();
    writer.calls[3]!.finish(new Error('la venta mala'));
    expect(await first).toEqual({ sold: 'first' });
    expect(await good).toEqual({ sold: 'good' });
    await expect(bad).rejects.toThrow('la venta mala');
  });
});
