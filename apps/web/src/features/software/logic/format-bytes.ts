import { formatDrawn } from '@/lib/format';

const UNITS = ['bytes', 'KiB', 'MiB', 'GiB'] as const;

/** A file size for people: «2,4 MiB». */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${formatDrawn(value, digits)} ${UNITS[unit]}`;
}
