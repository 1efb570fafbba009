import { streamNotifications } from '@banca/contracts';

/** An open bell stream read as the browser reads it: the `count` events, in order. */
export interface OpenBell {
  status: number;
  contentType: string | null;
  /** The next `count` event's unread figure, or a failure after `withinMs`. */
  nextCount(withinMs?: number): Promise<number>;
  close(): void;
}

export async function openBell(baseUrl: string, token?: string): Promise<OpenBell> {
  const controller = new AbortController();
  const answer = await fetch(`${baseUrl}${streamNotifications.path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const counts: number[] = [];
  // One read in flight at a time: a read given up on by a timeout is awaited by the next wait.
  let reading: ReturnType<typeof reader.read> | null = null;

  const readEvents = (): void => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: count') && data) counts.push((JSON.parse(data.slice(6)) as { unread: number }).unread);
    }
  };

  return {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    async nextCount(withinMs = 2_000) {
      const deadline = Date.now() + withinMs;
      while (!counts.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No count arrived within ${withinMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        reading ??= reader.read();
        const chunk = await Promise.race([
          reading,
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
        ]);
        clearTimeout(timer);
        if (chunk === null) continue;
        reading = null;
        if (chunk.done) throw new Error('The stream ended');
        buffer += chunk.value;
        readEvents();
      }
      return counts.shift()!;
    },
    close: () => controller.abort(),
  };
}
