import { describe, expect, it } from 'vitest';
import { countEvents, onRiskPush } from './notification-stream';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('countEvents', () => {
  it('reads the count events of a stream cut anywhere, skipping comments and other events', async () => {
    const body = streamOf(
      'retry: 2000\n\nevent: count\ndata: {"unr',
      'ead":3}\n\n: ping\n\nevent: other\ndata: {"unread":9}\n\n',
      'event: count\r\ndata: {"unread":0}\r\n\r\n',
    );
    const counts: number[] = [];
    for await (const unread of countEvents(body)) counts.push(unread);
    expect(counts).toEqual([3, 0]);
  });

  it('passes the risk events to the boards that listen, and no longer once they stop', async () => {
    let told = 0;
    const stop = onRiskPush(() => told++);
    const counts: number[] = [];
    for await (const unread of countEvents(
      streamOf('event: risk\ndata: {}\n\nevent: count\ndata: {"unread":2}\n\nevent: ri', 'sk\ndata: {}\n\n'),
    ))
      counts.push(unread);
    expect(told).toBe(2);
    expect(counts).toEqual([2]);
    stop();
    for await (const unread of countEvents(streamOf('event: risk\ndata: {}\n\n'))) counts.push(unread);
    expect(told).toBe(2);
  });
});
