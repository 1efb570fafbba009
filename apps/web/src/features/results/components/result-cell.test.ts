import { describe, expect, it } from 'vitest';
import { resultText } from './result-cell';

describe('resultText', () => {
  it('reads a result as the lists and the award summary show it', () => {
    expect(resultText({ result_number: null, result_sign: null, symbol_name: null })).toBe('');
    expect(resultText({ result_number: '00', result_sign: null, symbol_name: 'Ballena' })).toBe('00 Ballena');
    expect(resultText({ result_number: '123', result_sign: 5, symbol_name: null })).toBe('123 · Leo');
    expect(resultText({ result_number: '007', result_sign: 12, symbol_name: null })).toBe('007 · Piscis');
  });
});
