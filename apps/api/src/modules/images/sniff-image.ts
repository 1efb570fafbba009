import type { ImageContentType } from '@banca/contracts';
import { checkSvg } from './check-svg';

export type SniffResult =
  { ok: true; contentType: ImageContentType; extension: string } | { ok: false; reason: string };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const NOT_AN_IMAGE = 'El archivo no es una imagen PNG, JPEG, WebP o SVG.';

/**
 * What the bytes are, whatever the file is called or claims to be: PNG, JPEG and WebP by their
 * signatures (and first chunk), SVG by parsing it (see check-svg.ts). Anything else is refused.
 */
export function sniffImage(bytes: Buffer): SniffResult {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // The first chunk of every PNG is its 13-byte header.
    return startsWith(bytes, ascii('IHDR'), 12)
      ? { ok: true, contentType: 'image/png', extension: 'png' }
      : { ok: false, reason: NOT_AN_IMAGE };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return startsWith(bytes, ascii('VP8'), 12)
      ? { ok: true, contentType: 'image/webp', extension: 'webp' }
      : { ok: false, reason: NOT_AN_IMAGE };
  }
  const text = decodeUtf8(bytes);
  if (text === null || !/^\s*</.test(text.replace(/^\uFEFF/, ''))) return { ok: false, reason: NOT_AN_IMAGE };
  const problem = checkSvg(text);
  return problem ? { ok: false, reason: problem } : { ok: true, contentType: 'image/svg+xml', extension: 'svg' };
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
