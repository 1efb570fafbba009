import { streamNotifications, ZNotificationCount } from '@banca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/http';
import { NOTIFICATION_COUNT_KEY, NOTIFICATION_PAGE_KEY } from './keys';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * The risk boards' signal (ADR 058): the stream's `risk` events, each saying the banca's open
 * draws sold again. A board listens with `onRiskPush` and reads itself again.
 */
const riskPush = new EventTarget();

/** Calls `listener` on each `risk` event of the bell's stream; answers how to stop. */
export function onRiskPush(listener: () => void): () => void {
  riskPush.addEventListener('risk', listener);
  return () => riskPush.removeEventListener('risk', listener);
}

/** The `count` events of a Server-Sent Events body, as they arrive; a `risk` event is passed to the boards that listen. */
export async function* countEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<number> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data:'));
      if (lines.includes('event: risk')) riskPush.dispatchEvent(new Event('risk'));
      if (!lines.includes('event: count') || !data) continue;
      const parsed = ZNotificationCount.safeParse(JSON.parse(data.slice(5)));
      if (parsed.success) yield parsed.data.unread;
    }
  }
}

/**
 * Keeps the bell's count fresh from the server's push (through the one http client, so the
 * token is renewed like any call): each `count` sets the count and refreshes the list. A lost
 * stream is opened again with growing delays; the 60 s polling stays as the fallback.
 */
export function useNotificationStream(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let delay = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = async () => {
      try {
        const response = await api.get<Response>(streamNotifications.path, {
          responseType: 'response',
          signal: controller.signal,
          headers: { accept: 'text/event-stream' },
        });
        if (!response.body) return;
        for await (const unread of countEvents(response.body)) {
          delay = RETRY_MIN_MS;
          queryClient.setQueryData(NOTIFICATION_COUNT_KEY, { unread });
          void queryClient.invalidateQueries({ queryKey: NOTIFICATION_PAGE_KEY });
        }
      } catch {
        /* no stream: the polling carries on, and the stream is tried again */
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    void open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}
