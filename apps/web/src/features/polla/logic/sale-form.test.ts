import type { PollaType } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { lookupOfFragment, parseCedula, parseLookup, parseSerial, publicLinkOf } from './public-link';
import { EMPTY_SALE, formFieldOf, picksComplete, saleRequestOf } from './sale-form';

const TYPE = {
  id: 4,
  picks_per_draw: 2,
  draws: [
    { id: 10, time: '10:00', name: 'Lotto 10' },
    { id: 11, time: '11:00', name: 'Lotto 11' },
  ],
} as unknown as PollaType;

describe('the polla sale form', () => {
  it('sends one entry per counted draw in the type’s order, with the customer trimmed', () => {
    const form = {
      ...EMPTY_SALE,
      id_number: ' 12345678 ',
      first_name: ' Ana ',
      picks: { 11: ['5', '7'], 10: ['0', '00'] },
    };
    expect(saleRequestOf(TYPE, form)).toEqual({
      polla_type_id: 4,
      customer: { id_type: 'V', id_number: '12345678', first_name: 'Ana', last_name: '', phone: '' },
      picks: [
        { draw_id: 10, numbers: ['0', '00'] },
        { draw_id: 11, numbers: ['5', '7'] },
      ],
    });
  });

  it('is complete only with the type’s number of animals for every draw', () => {
    expect(picksComplete(TYPE, { ...EMPTY_SALE, picks: { 10: ['1', '2'] } })).toBe(false);
    expect(picksComplete(TYPE, { ...EMPTY_SALE, picks: { 10: ['1', '2'], 11: ['3'] } })).toBe(false);
    expect(picksComplete(TYPE, { ...EMPTY_SALE, picks: { 10: ['1', '2'], 11: ['3', '4'] } })).toBe(true);
  });

  it('puts the server’s field errors on the fields they name', () => {
    expect(formFieldOf(TYPE, 'customer.phone')).toBe('phone');
    expect(formFieldOf(TYPE, 'picks.1.numbers')).toBe('draw:11');
    expect(formFieldOf(TYPE, 'picks.7.numbers')).toBe('picks');
    expect(formFieldOf(TYPE, 'picks')).toBe('picks');
  });
});

describe('the public page’s link', () => {
  it('carries the cédula and the serial in its fragment, never sent to a server, and reads them back', () => {
    const link = publicLinkOf('https://banca.test', {
      customer: { id_type: 'E', id_number: '81234567' },
      serial: '4567890123',
    });
    expect(link).toBe('https://banca.test/polla#cedula=E-81234567&serial=4567890123');
    expect(new URL(link).search).toBe('');
    const { cedula, serial } = lookupOfFragment(new URL(link).hash);
    expect(parseLookup(cedula, serial)).toEqual({ id_type: 'E', id_number: '81234567', serial: '4567890123' });
    expect(parseLookup(cedula, '45678')).toBeNull();
    expect(parseSerial(' 4567 890123 ')).toBe('4567890123');
    expect(parseCedula(cedula)).toEqual({ id_type: 'E', id_number: '81234567' });
    expect(parseCedula('v12345')).toEqual({ id_type: 'V', id_number: '12345' });
    expect(parseCedula('X-12345')).toBeNull();
    expect(parseCedula('V-12')).toBeNull();
    expect(parseCedula(null)).toBeNull();
  });
});
