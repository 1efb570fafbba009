import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { moneyOf, type PreparedColumn } from './columns';
import { titleLines, type WritableReport } from './report';
import { drained } from './text-sink';
import type { Totals } from './totals';
import { dayOf, dayText, moneyText, numberOf, spanishDecimal, type WallClock } from './values';

const MARGIN = 30;
const FONT_SIZE = 7;
const LINE = 11;

/** A cell as printed: money with its currency code and Spanish digits, days as dd/mm/aaaa. */
function cellText(column: PreparedColumn, row: unknown, clock: WallClock): string {
  const value = column.read(row);
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money': {
      const money = moneyOf(column, row, value);
      return money ? moneyText(money.minor, money.currency) : '';
    }
    case 'number': {
      const n = numberOf(value);
      return n === null ? '' : spanishDecimal(String(n));
    }
    case 'percentage': {
      const n = numberOf(value);
      return n === null ? '' : `${spanishDecimal(String(n))} %`;
    }
    case 'date': {
      const day = dayOf(value);
      return day ? dayText(day) : '';
    }
    case 'datetime':
      return clock.text(value) ?? '';
    default:
      return typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
  }
}

/**
 * A landscape A4 document: the title block, then the table with its header repeated on every
 * page, the totals, and the page number. pdfkit writes each page out as it ends; the writer
 * waits for the destination between pages.
 */
export async function writePdf(
  report: WritableReport,
  columns: readonly PreparedColumn[],
  totals: Totals,
  clock: WallClock,
  out: Writable,
): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: report.title } });
  const finished = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
  doc.pipe(out);
  const usable = doc.page.width - 2 * MARGIN;
  const weight = columns.reduce((sum, column) => sum + column.width, 0) || 1;
  const widths = columns.map((column) => (column.width / weight) * usable);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  // Inside the bottom margin: text below it would make pdfkit start a page of its own.
  const footerY = doc.page.maxY() - 2 * FONT_SIZE;
  const bottom = footerY - 2 * LINE;
  let page = 1;
  let y = MARGIN;

  const line = (cells: readonly string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    cells.forEach((cell, i) => {
      const right = columns[i]!.kind !== 'text' && columns[i]!.kind !== 'date' && columns[i]!.kind !== 'datetime';
      doc.text(cell, xs[i]! + 2, y, {
        width: widths[i]! - 4,
        height: LINE,
        lineBreak: false,
        ellipsis: true,
        align: right ? 'right' : 'left',
      });
    });
    y += LINE;
  };
  const header = () => {
    if (columns.some((column) => column.group))
      line(
        columns.map((column, i) => (column.group && columns[i - 1]?.group !== column.group ? column.group : '')),
        true,
      );
    line(
      columns.map((column) => column.title),
      true,
    );
    doc
      .moveTo(MARGIN, y - 1)
      .lineTo(MARGIN + usable, y - 1)
      .lineWidth(0.5)
      .stroke();
  };
  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(`Página ${page}`, MARGIN, footerY, { width: usable, align: 'right', lineBreak: false });
  const nextPage = async () => {
    footer();
    doc.addPage();
    page++;
    y = MARGIN;
    header();
    if (out.writableNeedDrain) await drained(out);
  };

  const [title, filters, who] = titleLines(report);
  doc.font('Helvetica-Bold').fontSize(13).text(title, MARGIN, y, { width: usable });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(filters, { width: usable })
    .text(who, { width: usable })
    .fillColor('black');
  y = doc.y + LINE;
  header();
  for await (const row of report.rows) {
    totals.add(row);
    if (y > bottom) await nextPage();
    line(columns.map((column) => cellText(column, row, clock)));
  }
  for (const total of totals.rows()) {
    if (y > bottom) await nextPage();
    line(
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
}
