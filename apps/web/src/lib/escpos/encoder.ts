import { encodeText, PC858_SELECT, printedLength } from './code-page';

/** Thermal paper widths, in millimetres, and the columns of the printer's font A on each. */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;

export type Align = 'left' | 'center' | 'right';
/** The QR's error correction: L 7 %, M 15 %, Q 25 %, H 30 % of the code can be lost. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const ALIGN: Record<Align, number> = { left: 0, center: 1, right: 2 };
const QR_LEVEL: Record<QrLevel, number> = { L: 48, M: 49, Q: 50, H: 51 };

/** Splits a text into lines of at most `width` columns, by words; a word longer than a line is cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      let rest = word;
      while (printedLength(rest) > width) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
        line = '';
      }
      const joined = line ? `${line} ${rest}` : rest;
      if (printedLength(joined) <= width) line = joined;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * ESC/POS commands for Epson-compatible thermal printers, written one after the other:
 * `new EscPos(58).init().align('center').bold(true).line('TICKET').cut().bytes()`.
 * Text goes out in PC858 (code-page.ts); lines wrap at the paper's columns.
 */
export class EscPos {
  readonly columns: number;
  private readonly out: number[] = [];
  private double = false;

  constructor(readonly paper: PaperWidth) {
    this.columns = PAPER_COLUMNS[paper];
  }

  /** Columns of the current size: half as many in double size. */
  get width(): number {
    return this.double ? Math.floor(this.columns / 2) : this.columns;
  }

  raw(...bytes: number[]): this {
    this.out.push(...bytes);
    return this;
  }

  /** ESC @ resets the printer; ESC t picks the code page. */
  init(): this {
    return this.raw(ESC, 0x40, ESC, 0x74, PC858_SELECT);
  }

  align(align: Align): this {
    return this.raw(ESC, 0x61, ALIGN[align]);
  }

  bold(on: boolean): this {
    return this.raw(ESC, 0x45, on ? 1 : 0);
  }

  /** GS ! : double width and height, or back to normal. */
  doubleSize(on: boolean): this {
    this.double = on;
    return this.raw(GS, 0x21, on ? 0x11 : 0x00);
  }

  /** A text, wrapped at the paper's columns, each line ended. */
  line(text = ''): this {
    for (const part of wrap(text, this.width)) this.raw(...encodeText(part), LF);
    return this;
  }

  /** Text on the left and an amount on the right; the amount never splits, the text wraps before it. */
  row(left: string, right: string): this {
    const room = this.width - printedLength(right) - 1;
    const lines = room > 0 ? wrap(left, room) : [left];
    const last = lines.pop() ?? '';
    for (const line of lines) this.line(line);
    if (printedLength(last) + printedLength(right) + 1 > this.width)
      return this.line(last).line(right.padStart(this.width));
    const gap = this.width - printedLength(last) - printedLength(right);
    return this.raw(...encodeText(`${last}${' '.repeat(gap)}${right}`), LF);
  }

  /** A line across the paper. */
  rule(char = '-'): this {
    return this.line(char.repeat(this.width));
  }

  /** ESC d: feeds `lines` blank lines. */
  feed(lines = 1): this {
    return this.raw(ESC, 0x64, lines);
  }

  /** GS ( k, model 2: the printer draws the QR of `data` (module `size` dots, 1–16). */
  qr(data: string, { size = 6, level = 'M' }: { size?: number; level?: QrLevel } = {}): this {
    const payload = encodeText(data);
    const length = payload.length + 3;
    return this.raw(GS, 0x28, 0x6b, 4, 0, 0x31, 0x41, 0x32, 0)
      .raw(GS, 0x28, 0x6b, 3, 0, 0x31, 0x43, size)
      .raw(GS, 0x28, 0x6b, 3, 0, 0x31, 0x45, QR_LEVEL[level])
      .raw(GS, 0x28, 0x6b, length & 0xff, length >> 8, 0x31, 0x50, 0x30, ...payload)
      .raw(GS, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30);
  }

  /**
   * GS k 73: a CODE128 barcode, its text printed below. An even run of digits goes in code set
   * C (two digits a bar pattern: half as wide), anything else in code set B.
   */
  barcode(data: string, { height = 60, moduleWidth = 2 }: { height?: number; moduleWidth?: number } = {}): this {
    const digits = /^(\d\d)+$/.test(data);
    const payload = digits
      ? [0x7b, 0x43, ...(data.match(/\d\d/g) ?? []).map(Number)]
      : [0x7b, 0x42, ...encodeText(data)];
    return this.raw(GS, 0x68, height, GS, 0x77, moduleWidth, GS, 0x48, 2)
      .raw(GS, 0x6b, 73, payload.length, ...payload)
      .raw(LF);
  }

  /** GS V 66: feeds to the cutter and cuts, leaving a hinge. */
  cut(): this {
    return this.raw(GS, 0x56, 66, 0);
  }

  /** ESC p: a pulse on the cash drawer's pin 2 (50 ms on, 500 ms off). */
  openDrawer(): this {
    return this.raw(ESC, 0x70, 0, 25, 250);
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}
