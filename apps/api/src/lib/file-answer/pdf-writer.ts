import PDFDocument from 'pdfkit';
import { cellTextOf, type CellTextFormat, type PreparedColumn } from './columns';
import { titleLines, type FileWriter } from './report';
import { drained } from './text-sink';
import { moneyText, spanishDecimal } from './values';

const MARGIN = 28;
/** The table's type: this size when the columns fit, down to the smallest when they do not. */
const BASE_SIZE = 7;
const SMALLEST_SIZE = 5;
/** A figure wider than its column is set smaller, down to this, before it is broken at its thousands. */
const SMALLEST_FIGURE_SIZE = 4;
const PAD = 2;
const LEADING = 1.25;
const A4 = { short: 595.28, long: 841.89 };
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** What a column needs: the narrowest it may be and the width it reads best at, at `BASE_SIZE`. */
const NARROWEST: Record<PreparedColumn['kind'], string> = {
  text: 'Mmmmmmmm',
  date: '00/00/0000',
  datetime: '00/00/0000',
  money: '999.999.999,99',
  number: '9.999.999',
  percentage: '100,00 %',
};
const BEST: Record<PreparedColumn['kind'], string> = {
  text: '',
  date: '00/00/0000',
  datetime: '00/00/0000 00:00',
  money: 'Bs 99.999.999.999,99',
  number: '999.999.999',
  percentage: '100,00 %',
};

/** A cell as printed: money as the screens write it, numbers with their thousands. */
const PRINTED: CellTextFormat = {
  money: moneyText,
  number: (value) => spanishDecimal(String(value)),
  percentage: (value) => `${spanishDecimal(String(value))} %`,
  text: (text) => text,
};

const isFigure = (kind: PreparedColumn['kind']) => kind === 'money' || kind === 'number' || kind === 'percentage';

/** A cell laid out: its lines at its own size (a figure may be set smaller than the row). */
interface Block {
  readonly lines: readonly string[];
  readonly size: number;
}

type Measure = (text: string, bold: boolean, size: number) => number;

/** Words wrapped to `width`; a word wider than the width is broken between its characters. */
export function wrapWords(text: string, width: number, fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(' ')) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      while (word.length > 1 && !fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        lines.push(word.slice(0, cut));
        word = word.slice(cut);
      }
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A figure never loses a digit: on one line if it fits; else its symbol over its digits; else set
 * smaller; at the smallest size, broken after a thousands point, so every digit is still printed.
 */
export function figureBlock(text: string, width: number, size: number, bold: boolean, measure: Measure): Block {
  if (measure(text, bold, size) <= width) return { lines: [text], size };
  const space = text.indexOf(' ');
  const parts = space > 0 ? [text.slice(0, space), text.slice(space + 1)] : [text];
  const widest = Math.max(...parts.map((part) => measure(part, bold, size)));
  if (widest <= width) return { lines: parts, size };
  const smaller = Math.max(SMALLEST_FIGURE_SIZE, Math.floor(((size * width) / widest) * 10) / 10);
  if (Math.max(...parts.map((part) => measure(part, bold, smaller))) <= width) return { lines: parts, size: smaller };
  const lines: string[] = [];
  for (const part of parts) {
    // Thousands stay whole: `1.234.` / `567,89`.
    const pieces = part.split(/(?<=\.)/);
    let line = '';
    for (const piece of pieces) {
      if (line && measure(line + piece, bold, smaller) > width) {
        lines.push(line);
        line = piece;
      } else line += piece;
    }
    lines.push(line);
  }
  return { lines, size: smaller };
}

/** The page and the columns' widths: portrait when they fit, else landscape, smaller type if need be. */
export function planTable(
  columns: readonly PreparedColumn[],
  measure: Measure,
): { layout: 'portrait' | 'landscape'; size: number; widths: number[] } {
  const need = (sample: string, title: string, size: number) =>
    Math.max(measure(sample, false, size), longestWord(title, size, measure)) + 2 * PAD;
  const narrowest = (size: number) => columns.map((c) => need(NARROWEST[c.kind], c.title, size));
  const best = columns.map((c) =>
    Math.max(need(BEST[c.kind], c.title, BASE_SIZE), c.kind === 'text' ? c.width * BASE_SIZE * 0.5 : 0),
  );
  const sum = (widths: readonly number[]) => widths.reduce((a, b) => a + b, 0);
  const layout = sum(best) <= A4.short - 2 * MARGIN ? 'portrait' : 'landscape';
  const usable = (layout === 'portrait' ? A4.short : A4.long) - 2 * MARGIN;
  let size = BASE_SIZE;
  let least = narrowest(size);
  if (sum(least) > usable) {
    size = Math.max(SMALLEST_SIZE, Math.floor(((BASE_SIZE * usable) / sum(least)) * 10) / 10);
    least = narrowest(size);
  }
  const scale = size / BASE_SIZE;
  const wanted = best.map((width, i) => Math.max(width * scale, least[i]!));
  let widths: number[];
  if (sum(wanted) <= usable) widths = wanted.map((width) => (width * usable) / sum(wanted));
  else if (sum(least) <= usable) {
    // Figures first (a figure on one line reads best), then the texts, with the room left.
    widths = [...least];
    let room = usable - sum(least);
    for (const figures of [true, false]) {
      const growing = columns.flatMap((c, i) => (isFigure(c.kind) === figures ? [i] : []));
      const extra = growing.reduce((total, i) => total + (wanted[i]! - least[i]!), 0);
      const share = extra > 0 ? Math.min(1, room / extra) : 0;
      for (const i of growing) widths[i] = least[i]! + share * (wanted[i]! - least[i]!);
      room -= share * extra;
    }
  } else widths = least.map((width) => (width * usable) / sum(least));
  return { layout, size, widths };
}

function longestWord(title: string, size: number, measure: Measure): number {
  return Math.max(0, ...title.split(' ').map((word) => measure(word, true, size)));
}

/**
 * An A4 document, portrait or landscape as its columns need: the title block, then the table with
 * its header repeated on every page, the totals, and the page number. Nothing is cut: a text wraps
 * in its column and a figure is set smaller or broken at its thousands, never shortened. pdfkit
 * writes each page out as it ends; the writer waits for the destination between pages.
 */
export const writePdf: FileWriter = async (report, columns, totals, clock, out) => {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: report.title } });
  const measure: Measure = (text, bold, size) =>
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(size)
      .widthOfString(text);
  const { layout, size, widths } = planTable(columns, measure);
  doc.addPage({ size: 'A4', layout, margin: MARGIN });
  const finished = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
  doc.pipe(out);
  const usable = doc.page.width - 2 * MARGIN;
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  // Inside the bottom margin: text below it would make pdfkit start a page of its own.
  const footerY = doc.page.maxY() - 2 * BASE_SIZE;
  const bottom = footerY - BASE_SIZE;
  const lineHeight = (points: number) => points * LEADING;
  let page = 1;
  let y = MARGIN;

  const block = (column: PreparedColumn, text: string, width: number, bold: boolean): Block => {
    if (!text) return { lines: [], size };
    // A day or an instant is never broken inside: like a figure, set smaller if it must.
    if (column.kind !== 'text') return figureBlock(text, width, size, bold, measure);
    if (measure(text, bold, size) <= width) return { lines: [text], size };
    return { lines: wrapWords(text, width, (part) => measure(part, bold, size) <= width), size };
  };
  const heightOf = (blocks: readonly Block[]) =>
    Math.max(lineHeight(size), ...blocks.map((b) => b.lines.length * lineHeight(b.size))) + 1;
  const draw = (
    blocks: readonly Block[],
    bold: boolean,
    align: (i: number) => 'left' | 'right' | 'center',
    at = xs,
    w = widths,
  ) => {
    doc.font(bold ? BOLD : REGULAR);
    blocks.forEach((b, i) => {
      doc.fontSize(b.size);
      b.lines.forEach((text, n) =>
        doc.text(text, at[i]! + PAD, y + n * lineHeight(b.size), {
          width: w[i]! - 2 * PAD,
          lineBreak: false,
          align: align(i),
        }),
      );
    });
  };
  const rule = (color: string, from = MARGIN, to = MARGIN + usable) =>
    doc.moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(color).stroke().strokeColor('black');
  const align = (i: number) => (isFigure(columns[i]!.kind) ? 'right' : 'left');

  // A header above neighbouring columns of one group spans them, centred.
  const groups: { start: number; end: number; title: string }[] = [];
  columns.forEach((column, i) => {
    if (!column.group || columns[i - 1]?.group === column.group) return;
    let end = i;
    while (columns[end + 1]?.group === column.group) end++;
    groups.push({ start: i, end, title: column.group });
  });
  const header = () => {
    if (groups.length) {
      const at = groups.map((g) => xs[g.start]!);
      const w = groups.map((g) => widths.slice(g.start, g.end + 1).reduce((a, b) => a + b, 0));
      const textBlocks = groups.map((g, i) => ({
        lines: wrapWords(g.title, w[i]! - 2 * PAD, (part) => measure(part, true, size) <= w[i]! - 2 * PAD),
        size,
      }));
      draw(textBlocks, true, () => 'center', at, w);
      y += heightOf(textBlocks);
      groups.forEach((_, i) => rule('#999999', at[i]! + PAD, at[i]! + w[i]! - PAD));
      y += 1;
    }
    const titles = columns.map((column, i) => ({
      lines: wrapWords(column.title, widths[i]! - 2 * PAD, (part) => measure(part, true, size) <= widths[i]! - 2 * PAD),
      size,
    }));
    draw(titles, true, align);
    y += heightOf(titles);
    rule('black');
    y += 1;
  };
  const footer = () =>
    doc
      .font(REGULAR)
      .fontSize(BASE_SIZE)
      .text(`Página ${page}`, MARGIN, footerY, { width: usable, align: 'right', lineBreak: false });
  const row = async (texts: readonly string[], bold: boolean) => {
    const blocks = texts.map((text, i) => block(columns[i]!, text, widths[i]! - 2 * PAD, bold));
    const height = heightOf(blocks);
    if (y + height > bottom) {
      footer();
      doc.addPage({ size: 'A4', layout, margin: MARGIN });
      page++;
      y = MARGIN;
      header();
      if (out.writableNeedDrain) await drained(out);
    }
    draw(blocks, bold, align);
    y += height;
    rule('#dddddd');
  };

  const [title, filters, who] = titleLines(report);
  doc.font(BOLD).fontSize(13).text(title, MARGIN, y, { width: usable });
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor('#555555')
    .text(filters, { width: usable })
    .text(who, { width: usable })
    .fillColor('black');
  y = doc.y + lineHeight(size);
  header();
  for await (const line of report.rows) {
    totals.add(line);
    await row(
      columns.map((column) => cellTextOf(column, line, clock, PRINTED)),
      false,
    );
  }
  for (const total of totals.rows()) {
    await row(
      total.sums.map((sum, i) => {
        if (i === 0) return total.label;
        if (typeof sum === 'bigint') return total.currency ? moneyText(sum, total.currency) : '';
        return sum === null ? '' : spanishDecimal(String(sum));
      }),
      true,
    );
  }
  footer();
  doc.end();
  await finished;
};
