import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { drained, type ChunkWrite } from './text-sink';

interface Entry {
  readonly name: Buffer;
  readonly offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const LIMIT = 0xffff_ffff;

/**
 * A ZIP archive written as it goes (an XLSX is one): each entry deflated straight to the output,
 * its sizes and CRC in a data descriptor after it, the directory at the end. Nothing is kept but
 * the entries' names and sizes. Without ZIP64: an entry or the archive above 4 GiB is refused.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(private readonly out: Writable) {}

  /** One entry; `fill` writes its bytes with `write`, awaiting when asked. */
  async entry(name: string, fill: (write: ChunkWrite) => Promise<void>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    this.entries.push(entry);
    await this.raw(localHeader(entry.name));
    const deflate = createDeflateRaw({ level: 1 });
    const ended = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        drained(this.out).then(
          () => deflate.resume(),
          (error: Error) => deflate.destroy(error),
        );
      }
    });
    await fill((chunk) => {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      if (entry.size > LIMIT) throw new Error('El archivo excede 4 GiB.');
      return deflate.write(chunk) ? undefined : drained(deflate);
    });
    deflate.end();
    await ended;
    this.offset += entry.compressed;
    await this.raw(descriptor(entry));
  }

  /** The central directory and its end record; the output is then ended. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) await this.raw(directoryHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.raw(end);
    this.out.end();
  }

  private async raw(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (this.offset > LIMIT) throw new Error('El archivo excede 4 GiB.');
    if (!this.out.write(bytes)) await drained(this.out);
  }
}

/** Bit 3: sizes follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** 1980-01-01 00:00 in MS-DOS form: the date is not part of what a file answer means. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function descriptor(entry: Entry): Buffer {
  const bytes = Buffer.alloc(16);
  bytes.writeUInt32LE(0x08074b50, 0);
  bytes.writeUInt32LE(entry.crc >>> 0, 4);
  bytes.writeUInt32LE(entry.compressed, 8);
  bytes.writeUInt32LE(entry.size, 12);
  return bytes;
}

function directoryHeader(entry: Entry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(0, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}
