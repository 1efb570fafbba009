import { describe, expect, it } from 'vitest';
import { amountOf, decimalOf, moneyText } from './values';
import { stylesXml } from './xlsx-styles';

describe('money in the files', () => {
  it('writes pesos whole, in text and in the spreadsheet format, and bolívares with céntimos', () => {
    expect(decimalOf(123456700n, 'COP')).toBe('1234567');
    expect(moneyText(123456700n, 'COP')).toBe('COP 1.234.567');
    expect(moneyText(123456n, 'BS')).toBe('BS 1.234,56');
    expect(amountOf(100050n, 'COP')).toBe(1000.5);
    expect(stylesXml()).toContain('formatCode="#,##0 &quot;COP&quot;"');
    expect(stylesXml()).toContain('formatCode="#,##0.00 &quot;BS&quot;"');
  });
});
