import { describe, expect, it } from 'vitest';
import { resultProblem, type ResultRules } from './check-result';

const animalitos: ResultRules = {
  productName: 'Lotto Activo',
  productType: 'ANIMALITOS',
  symbols: new Set(['0', '00', '1', '36']),
  needsSign: false,
};
const triple: ResultRules = { productName: 'Triple Caracas', productType: 'TRIPLE', symbols: null, needsSign: true };
const terminal: ResultRules = { productName: 'Terminalito', productType: 'TERMINAL', symbols: null, needsSign: false };

describe('resultProblem', () => {
  it('takes an animalito only among the product’s active symbols (0 and 00 differ)', () => {
    expect(resultProblem(animalitos, '0', null)).toBeNull();
    expect(resultProblem(animalitos, '00', null)).toBeNull();
    for (const number of ['37', '000', '01', '']) {
      expect(resultProblem(animalitos, number, null)).toEqual({
        field: 'number',
        message: `El ${number} no es un animalito activo de «Lotto Activo».`,
      });
    }
  });

  it('takes exactly 3 digits for a triple and 2 for a terminal', () => {
    expect(resultProblem(triple, '000', 1)).toBeNull();
    expect(resultProblem(triple, '12', 1)?.field).toBe('number');
    expect(resultProblem(triple, '1234', 1)?.field).toBe('number');
    expect(resultProblem(terminal, '07', null)).toBeNull();
    expect(resultProblem(terminal, '007', null)?.message).toBe(
      'El resultado de «Terminalito» debe tener exactamente 2 dígitos.',
    );
  });

  it('wants the sign exactly when the product sells a "con signo" bet type', () => {
    expect(resultProblem(triple, '123', null)).toEqual({
      field: 'sign',
      message: 'El signo es obligatorio para este sorteo (del 1 al 12).',
    });
    expect(resultProblem(animalitos, '1', 3)).toEqual({ field: 'sign', message: 'Este sorteo no lleva signo.' });
  });

  it('has no number result for a polla', () => {
    expect(resultProblem({ ...terminal, productType: 'POLLA' }, '12', null)?.field).toBe('occurrence_id');
  });
});
