import { describe, expect, it } from 'vitest';
import { totalsText } from './money-totals';
import { providerSummary } from './provider-button';

describe('award screen texts', () => {
  it('shows totals per currency, exactly (no float on the way)', () => {
    expect(totalsText([], 'prizes')).toBe('—');
    expect(
      totalsText(
        [
          { currency: 'BS', sold: '123450', prizes: '59999999999994000' },
          { currency: 'USD', sold: '100', prizes: '3000' },
        ],
        'prizes',
      ),
    ).toBe('Bs 599.999.999.999.940,00 · $ 30,00');
  });

  it('sums up what the provider did', () => {
    expect(providerSummary(1, 0)).toBe('Se guardó 1 resultado.');
    expect(providerSummary(3, 2)).toBe('Se guardaron 3 resultados; 2 sorteos quedaron sin cambios.');
  });
});
