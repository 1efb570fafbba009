import { hexDump } from './hex-dump';

/** The golden files under `golden/`: the exact bytes the printer receives, as hex dump text. */
const GOLDEN = import.meta.glob<string>('./golden/*.hex.txt', { query: '?raw', import: 'default', eager: true });

/** A golden file's text, or null while it does not exist. */
export const golden = (name: string): string | null => GOLDEN[`./golden/${name}.hex.txt`] ?? null;

/** Bytes as a golden file holds them. */
export const goldenText = (bytes: Uint8Array): string => hexDump(bytes);

/** Whether `bytes` contain `part` in order (a serial, a command). */
export function includesBytes(bytes: Uint8Array, part: readonly number[]): boolean {
  outer: for (let start = 0; start + part.length <= bytes.length; start += 1) {
    for (let index = 0; index < part.length; index += 1) if (bytes[start + index] !== part[index]) continue outer;
    return true;
  }
  return false;
}
