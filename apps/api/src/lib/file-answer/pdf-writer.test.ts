import { CURRENCY_CODES, moneyText } from '@banca/contracts';
import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { prepareColumns } from './columns';
import { figureBlock, planTable, wrapWords } from './pdf-writer';

const doc = new PDFDocument({ autoFirstPage: false });
const measure = (text: string, bold: boolean, size: number) =>
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .widthOfString(text);

describe('a PDF cell never hides a figure', () => {
  it('prints every digit of any amount in any column width, each line inside it', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 18n) + 1n, 10n ** 18n - 1n),
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: 20, max: 120 }),
        fc.boolean(),
        (minor, currency, width, bold) => {
          const text = moneyText(minor, currency);
          const block = figureBlock(text, width, 7, bold, measure);
          expect(block.lines.join('').replaceAll(' ', '')).toBe(text.replace(' ', ''));
          for (const line of block.lines) expect(measure(line, bold, block.size)).toBeLessThanOrEqual(width + 0.01);
        },
      ),
    );
  });

  it('wraps a long name in its column without losing a letter', () => {
    const name = 'Agencia Centro 1 Inversiones y Loterías del Centro de Venezuela Compañía Anónima';
    const lines = wrapWords(name, 60, (part) => measure(part, false, 7) <= 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(name);
  });

  it('fits a wide report on a landscape page and a narrow list on a portrait one', () => {
    const money = (title: string) => ({ title, kind: 'money' as const, value: 'x', currency: 'BS' as const });
    const wide = prepareColumns<Record<string, unknown>>([
      { title: 'Código', kind: 'text', value: 'a' },
      { title: 'Asociado', kind: 'text', value: 'b' },
      ...['Ventas', 'Anulado', 'Premios', 'Comisión', 'Participación', 'Neto', 'Ventas', 'Premios'].map(money),
    ]);
    const plan = planTable(wide, measure);
    expect(plan.layout).toBe('landscape');
    expect(plan.widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(841.89 - 56 + 0.01);
    const narrow = prepareColumns<Record<string, unknown>>([
      { title: 'Nombre', kind: 'text', value: 'a' },
      money('Monto'),
    ]);
    expect(planTable(narrow, measure).layout).toBe('portrait');
  });
});
