import { inflateRawSync } from 'node:zlib';

/** What is wrong with a file that should be a ZIP (an APK is one). */
export class NotAZip extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface CentralEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * Reads one entry of a ZIP by name, through its central directory (what Android itself reads):
 * stored or deflated, never inflated past `maxBytes` (a ZIP bomb stops there). Null when absent.
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  const entry = centralDirectory(zip).get(name);
  if (!entry) return null;
  if (entry.size > maxBytes) throw new NotAZip(`La entrada ${name} es demasiado grande.`);
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new NotAZip('Cabecera local dañada.');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new NotAZip('El archivo está cortado.');
  if (entry.method === STORED) return Buffer.from(data);
  if (entry.method !== DEFLATED) throw new NotAZip(`Compresión no admitida (${entry.method}).`);
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    throw new NotAZip(`No se pudo descomprimir ${name}.`);
  }
}

function centralDirectory(zip: Buffer): Map<string, CentralEntry> {
  const eocd = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, CentralEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new NotAZip('Directorio dañado.');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function endOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_MIN_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new NotAZip('No es un archivo ZIP.');
}
