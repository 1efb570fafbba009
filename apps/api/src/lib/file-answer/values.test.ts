import { describe, expect, it } from 'vitest';
import { amountOf, decimalOf, moneyText } from './values';
import { stylesXml } from './xlsx-styles';

describe('money in the files', () => {
  it('writes pesos whole, in text and in the spreadsheet format, and bolívares with céntimos, as the screens do', () => {
    expect(decimalOf(123456700n, 'COP')).toBe('1234567');
    expect(moneyText(123456700n, 'COP')).toBe('$ 1.234.567');
    expect(moneyText(123456n, 'BS')).toBe('Bs 1.234,56');
    expect(amountOf(100050n, 'COP')).toBe(1000.5);
    expect(stylesXml()).toContain('formatCode="&quot;$&quot; #,##0;&quot;$&quot; -#,##0"');
    expect(stylesXml()).toContain('formatCode="&quot;Bs&quot; #,##0.00;&quot;Bs&quot; -#,##0.00"');
  });
});
