import { moneyText, shownDecimal, spanishDecimal, type Currency } from '@banca/contracts';

/**
 * The values of a file's cells, format-neutral: exact money, calendar days and wall-clock times
 * in the caller's zone. Every format writes these; none formats a value its own way.
 */

/** Minor units as bigint: from a bigint, a safe integer or an integer string. */
export function minorOf(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  return null;
}

/** `-1234.56`, `1000` (pesos are read whole): minor units as the decimal people read, exactly. */
export function decimalOf(minor: bigint, currency: Currency): string {
  return shownDecimal(minor, currency);
}

/** The amount as a spreadsheet number (exact up to 2^53 minor units). */
export function amountOf(minor: bigint, currency: Currency): number {
  return Number(decimalOf(minor, currency));
}

/** `1.234,56` and `Bs 1.234,56`: the screens' own texts (one formatter, shared with the web). */
export { moneyText, spanishDecimal };

export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A calendar day `[year, month, day]` from `YYYY-MM-DD…` or a Date (its UTC day). */
export function dayOf(value: unknown): [number, number, number] | null {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})/.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** `dd/mm/aaaa`. */
export function dayText([year, month, day]: readonly [number, number, number]): string {
  return `${pad(day)}/${pad(month)}/${year}`;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Zones change offset on a quarter hour at the finest (Lord Howe, Newfoundland). */
const QUARTER = 900_000;

/**
 * An instant's wall-clock time in one zone, as milliseconds of a UTC clock showing it. The
 * zone's offset is asked of Intl once per quarter hour of the instants seen (exports read millions).
 */
export class WallClock {
  private readonly offsets = new Map<number, number>();
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timezone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** Local milliseconds (a UTC clock showing the local time), or null when not an instant. */
  localMs(value: unknown): number | null {
    const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(ms)) return null;
    const quarter = Math.floor(ms / QUARTER);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) {
      offset = this.offsetAt(quarter * QUARTER);
      if (this.offsets.size > 100_000) this.offsets.clear();
      this.offsets.set(quarter, offset);
    }
    return ms + offset;
  }

  /** `dd/mm/aaaa hh:mm`. */
  text(value: unknown): string | null {
    const local = this.localMs(value);
    if (local === null) return null;
    const iso = new Date(local).toISOString();
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
  }

  private offsetAt(ms: number): number {
    const parts: Record<string, number> = {};
    for (const part of this.format.formatToParts(new Date(ms))) parts[part.type] = Number(part.value);
    const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
    return asUtc - (ms - (ms % 1000));
  }
}
