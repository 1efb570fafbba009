import { NOT_AN_IMAGE_MESSAGE as NOT_AN_IMAGE, type ImageContentType } from '@banca/contracts';
import { checkSvg, NOT_SVG } from './check-svg';

/** A refusal is `unsupported` when the bytes are no accepted type at all (415), else the content is refused (400). */
export type SniffResult =
  { ok: true; contentType: ImageContentType; extension: string } | { ok: false; reason: string; unsupported: boolean };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The file extension of each accepted type (a storage key's, a served file's name). */
const EXTENSIONS: Record<ImageContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export const extensionOf = (contentType: string): string =>
  Object.hasOwn(EXTENSIONS, contentType) ? EXTENSIONS[contentType as ImageContentType] : 'bin';

const accepted = (contentType: ImageContentType) =>
  ({ ok: true, contentType, extension: EXTENSIONS[contentType] }) as const;

const NOT_AN_IMAGE_RESULT = { ok: false, reason: NOT_AN_IMAGE, unsupported: true } as const;

/**
 * What the bytes are, whatever the file is called or claims to be: PNG, JPEG and WebP by their
 * signatures (and first chunk), SVG by parsing it (see check-svg.ts). Anything else is refused.
 */
export function sniffImage(bytes: Buffer): SniffResult {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // The first chunk of every PNG is its 13-byte header.
    return startsWith(bytes, ascii('IHDR'), 12) ? accepted('image/png') : NOT_AN_IMAGE_RESULT;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return accepted('image/jpeg');
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return startsWith(bytes, ascii('VP8'), 12) ? accepted('image/webp') : NOT_AN_IMAGE_RESULT;
  }
  const text = decodeUtf8(bytes);
  if (text === null || !/^\s*</.test(text.replace(/^\uFEFF/, ''))) return NOT_AN_IMAGE_RESULT;
  const problem = checkSvg(text);
  if (problem === NOT_SVG) return NOT_AN_IMAGE_RESULT;
  return problem ? { ok: false, reason: problem, unsupported: false } : accepted('image/svg+xml');
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
