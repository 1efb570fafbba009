import type { Writable } from 'node:stream';

const CHUNK = 64 * 1024;

/** Writes a chunk; answers a promise only when the destination asks to wait (back-pressure). */
export type ChunkWrite = (chunk: Buffer) => Promise<void> | undefined;

/** Writes to a stream, waiting for its drain when its buffer is full. */
export function streamWrite(stream: Writable): ChunkWrite {
  return (chunk) => (stream.write(chunk) ? undefined : drained(stream));
}

/**
 * Text written in 64 KiB chunks, respecting back-pressure: `push` answers a promise only when
 * the destination asked to wait (so the hot loop awaits rarely), and that promise fails when the
 * destination is closed (the caller went away), which ends the row source too.
 */
export class TextSink {
  private buffer = '';

  constructor(private readonly write: ChunkWrite) {}

  push(text: string): Promise<void> | undefined {
    this.buffer += text;
    return this.buffer.length >= CHUNK ? this.flush() : undefined;
  }

  flush(): Promise<void> | undefined {
    if (!this.buffer) return undefined;
    const chunk = Buffer.from(this.buffer, 'utf8');
    this.buffer = '';
    return this.write(chunk);
  }
}

/** Resolves when the stream drains; fails when it closes or errs first. */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('El destino del archivo se cerró.'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain).off('close', onClose).off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('El destino del archivo se cerró.'));
    stream.on('drain', onDrain).on('close', onClose).on('error', done);
  });
}
