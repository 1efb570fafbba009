import { describe, expect, it } from 'vitest';
import { blockNumberProblem, type BlockableProduct } from './block-number-rule';

const lotto: BlockableProduct = {
  name: 'Lotto Activo',
  productType: 'ANIMALITOS',
  symbols: ['0', '00', ...Array.from({ length: 36 }, (_, i) => String(i + 1))],
  betTypeCodes: ['ANIMALITO'],
};
const triple: BlockableProduct = {
  name: 'Triple Caracas',
  productType: 'TRIPLE',
  symbols: [],
  betTypeCodes: ['TRIPLE', 'TERMINAL', 'TRIPLE_SIGNO'],
};

describe('blockNumberProblem', () => {
  it('takes only the active symbols of an animalito product, 0 and 00 apart', () => {
    expect(blockNumberProblem(lotto, '0')).toBeNull();
    expect(blockNumberProblem(lotto, '00')).toBeNull();
    expect(blockNumberProblem(lotto, '36')).toBeNull();
    expect(blockNumberProblem(lotto, '37')).toBe('El número 37 no es un animalito de Lotto Activo.');
    expect(blockNumberProblem(lotto, '000')).toBe('El número 000 no es un animalito de Lotto Activo.');
  });

  it('takes 3 digits (triple) or 2 (terminal) on a triple product', () => {
    expect(blockNumberProblem(triple, '123')).toBeNull();
    expect(blockNumberProblem(triple, '07')).toBeNull();
    expect(blockNumberProblem(triple, '7')).toBe('En Triple Caracas el número debe tener 2 o 3 dígitos.');
  });

  it('takes only 2 digits when the product sells terminals only', () => {
    const terminal = { ...triple, name: 'Terminalito', productType: 'TERMINAL' as const, betTypeCodes: ['TERMINAL'] };
    expect(blockNumberProblem(terminal, '45')).toBeNull();
    expect(blockNumberProblem(terminal, '456')).toBe('En Terminalito el número debe tener 2 dígitos.');
  });

  it('refuses a product without number plays', () => {
    const polla = { ...triple, name: 'Polla', productType: 'POLLA' as const, betTypeCodes: [] };
    expect(blockNumberProblem(polla, '12')).toBe('Polla no tiene jugadas por número que se puedan bloquear.');
  });
});
