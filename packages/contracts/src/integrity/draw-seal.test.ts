import { describe, expect, it } from 'vitest';
import {
  canonicalDrawSeal,
  canonicalSealTicket,
  canonicalSealTicketFields,
  compareSealRows,
  drawSealDigest,
  SEAL_GENESIS,
  sealChainHash,
  sealChainNext,
  type DrawSealInput,
  type SealTicket,
} from './draw-seal';

// Fixed inputs → fixed texts and hashes, checked with another SHA-256 (Python's hashlib). A change
// here breaks every seal already written: it needs a new version tag, never an edit.
const SOLD: SealTicket = {
  id: '41',
  serial: 'A1B2-0041',
  agency_id: '12',
  taquilla_id: '15',
  currency: 'BS',
  total: '1600',
  sold_at: '2026-11-26T18:00:01.000002Z',
  state: 'VENDIDO',
  plays: [
    { id: '902', bet_type_id: '4', number: '23', sign: '4', amount: '600', multiplier: '60.50' },
    { id: '901', bet_type_id: '3', number: '123', sign: null, amount: '1000', multiplier: '600.00' },
  ],
};
const ANNULLED: SealTicket = {
  id: '42',
  serial: 'A1B2-0042',
  agency_id: '13',
  taquilla_id: '16',
  currency: 'USD',
  total: '250',
  sold_at: '2026-11-26T18:05:00.000000Z',
  state: 'ANULADO',
  plays: [{ id: '903', bet_type_id: '3', number: '7', sign: null, amount: '250', multiplier: '600.00' }],
};
const SOLD_TEXT =
  '["draw-seal-ticket/v1","41","A1B2-0041","12","15","BS","1600","2026-11-26T18:00:01.000002Z","VENDIDO",' +
  '[["901","3","123",null,"1000","600.00"],["902","4","23","4","600","60.50"]]]';
const HEAD_1 = '4da82f072625fc46a7e8f78bab13813f967e773965ef89eddb8c388aebfdaf59';
const HEAD_2 = '259ff74d48b4d49ddacaf1beb56bdc23f4101f291d589a62d48a9b90de6d993a';

const SEAL: DrawSealInput = {
  occurrence_id: '7',
  banca_id: '1',
  sealed_at: '2026-11-26T18:30:00.000000Z',
  tickets: '2',
  plays: '3',
  annulled_tickets: '1',
  annulled_plays: '1',
  totals: [
    {
      currency: 'USD',
      tickets: '0',
      plays: '0',
      amount: '0',
      annulled_tickets: '1',
      annulled_plays: '1',
      annulled_amount: '250',
    },
    {
      currency: 'BS',
      tickets: '1',
      plays: '2',
      amount: '1600',
      annulled_tickets: '0',
      annulled_plays: '0',
      annulled_amount: '0',
    },
  ],
  by_number: [
    { currency: 'BS', bet_type_id: '4', number: '23', sign: '4', plays: '1', amount: '600' },
    { currency: 'BS', bet_type_id: '3', number: '123', sign: null, plays: '1', amount: '1000' },
  ],
  by_agency: [
    {
      agency_id: '13',
      currency: 'USD',
      tickets: '0',
      plays: '0',
      amount: '0',
      annulled_tickets: '1',
      annulled_amount: '250',
    },
    {
      agency_id: '12',
      currency: 'BS',
      tickets: '1',
      plays: '2',
      amount: '1600',
      annulled_tickets: '0',
      annulled_amount: '0',
    },
  ],
  tickets_head: HEAD_2,
};
const SEAL_TEXT =
  '["draw-seal/v1","7","1","2026-11-26T18:30:00.000000Z","2","3","1","1",' +
  '[["BS","1","2","1600","0","0","0"],["USD","0","0","0","1","1","250"]],' +
  '[["BS","3","123",null,"1","1000"],["BS","4","23","4","1","600"]],' +
  '[["12","BS","1","2","1600","0","0"],["13","USD","0","0","0","1","250"]],' +
  `"${HEAD_2}"]`;
const SEAL_DIGEST = '4a7ce99057022cd77707e600efefa3e13e70b6ff81ae41b3bbd37ec71f6a67fe';

describe('the canonical format of a draw seal (draw-seal/v1)', () => {
  it('writes a ticket as a fixed text, its plays by id whatever order they were read in', () => {
    expect(canonicalSealTicket(SOLD)).toBe(SOLD_TEXT);
    expect(canonicalSealTicket({ ...SOLD, plays: [...SOLD.plays].reverse() })).toBe(SOLD_TEXT);
  });

  it('writes the same text from a row of fields, and refuses a row with a field too many or too few', () => {
    const ticket = ['41', 'A1B2-0041', '12', '15', 'BS', '1600', '2026-11-26T18:00:01.000002Z', 'VENDIDO'];
    const plays = [
      ['902', '4', '23', '4', '600', '60.50'],
      ['901', '3', '123', null, '1000', '600.00'],
    ];
    expect(canonicalSealTicketFields(ticket, plays)).toBe(SOLD_TEXT);
    expect(sealChainNext(SEAL_GENESIS, canonicalSealTicketFields(ticket, plays))).toBe(HEAD_1);
    expect(() => canonicalSealTicketFields([...ticket, 'x'], plays)).toThrow(TypeError);
    expect(() => canonicalSealTicketFields(ticket, [['901', '3', '123', null, '1000']])).toThrow(TypeError);
  });

  it('chains the tickets in order from 64 zeros', () => {
    expect(sealChainHash(SEAL_GENESIS, SOLD)).toBe(HEAD_1);
    expect(sealChainHash(HEAD_1, ANNULLED)).toBe(HEAD_2);
    expect(sealChainHash(sealChainHash(SEAL_GENESIS, ANNULLED), SOLD)).not.toBe(HEAD_2);
  });

  it('writes the seal with its breakdowns sorted, and a fixed digest', () => {
    expect(canonicalDrawSeal(SEAL)).toBe(SEAL_TEXT);
    expect(drawSealDigest(SEAL)).toBe(SEAL_DIGEST);
    const shuffled = {
      ...SEAL,
      totals: [...SEAL.totals].reverse(),
      by_number: [...SEAL.by_number].reverse(),
      by_agency: [...SEAL.by_agency].reverse(),
    };
    expect(drawSealDigest(shuffled)).toBe(SEAL_DIGEST);
  });

  it('changes the digest when a figure, an amount of a play or the head changes', () => {
    expect(drawSealDigest({ ...SEAL, plays: '4' })).not.toBe(SEAL_DIGEST);
    const plays = [{ ...SOLD.plays[0]!, amount: '601' }, SOLD.plays[1]!];
    expect(sealChainHash(SEAL_GENESIS, { ...SOLD, plays })).not.toBe(HEAD_1);
    expect(sealChainHash(SEAL_GENESIS, { ...SOLD, total: '1601' })).not.toBe(HEAD_1);
    expect(sealChainHash(SEAL_GENESIS, { ...SOLD, state: 'ANULADO' })).not.toBe(HEAD_1);
    expect(drawSealDigest({ ...SEAL, tickets_head: HEAD_1 })).not.toBe(SEAL_DIGEST);
  });

  it('orders rows by code units with null first, and refuses a number where a text belongs', () => {
    expect(compareSealRows(['12'], ['9'])).toBe(-1);
    expect(compareSealRows(['BS', null], ['BS', '1'])).toBe(-1);
    expect(compareSealRows(['0'], ['00'])).toBe(-1);
    expect(compareSealRows(['BS', '1'], ['BS', '1'])).toBe(0);
    expect(() => canonicalSealTicket({ ...SOLD, total: 1600 as unknown as string })).toThrow(TypeError);
  });
});
