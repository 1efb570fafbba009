import { describe, expect, it } from 'vitest';
import {
  canonicalAuditRecord,
  canonicalDayDigest,
  canonicalLedgerRecord,
  canonicalSealRecord,
  chainHash,
  DAY_DIGEST_CHAINS,
  DAY_DIGEST_VERSION,
  dayDigest,
  GENESIS_HASH,
  type AuditRecord,
  type LedgerRecord,
} from './canonical';

// Fixed inputs → fixed texts and digests. The digests were checked with another SHA-256
// (Python's hashlib): a change here breaks every chain already written, so it needs a new version.
const AUDIT: AuditRecord = {
  id: '1',
  at: '2026-11-26T14:03:07.123456Z',
  user_id: '7',
  username: 'admin',
  role: 'ADMIN_BANCA',
  partner_id: '1',
  subject_partner_id: '4',
  action: 'UPDATE',
  entity: 'partner',
  entity_id: '4',
  before: '{"name": "Agencia Ñ"}',
  after: '{"name": "Agencia \\"Sur\\""}',
  ip: '10.0.0.1',
  request_id: null,
};
const AUDIT_TEXT =
  '["audit/v1","1","2026-11-26T14:03:07.123456Z","7","admin","ADMIN_BANCA","1","4","UPDATE","partner","4",' +
  '"{\\"name\\": \\"Agencia Ñ\\"}","{\\"name\\": \\"Agencia \\\\\\"Sur\\\\\\"\\"}","10.0.0.1",null]';
const AUDIT_LINK = 'd41bb5c70f911608ff83be3b0e5c1257177cd60ae992bc80eb38efd2641e69fd';

const LEDGER: LedgerRecord = {
  id: '12',
  business_date: '2026-11-26',
  account_id: '3',
  contributor_id: '4',
  beneficiary_id: '2',
  currency: 'BS',
  amount: '123450',
  origin: 'MANUAL',
  kind: 'MANUAL',
  observation: 'Ajuste',
  created_by: '7',
  created_at: '2026-11-26T14:03:07.000001Z',
  reverses_entry_id: null,
  payment_id: null,
  settlement_partner_id: null,
  legs: [
    { partner_id: '4', business_date: '2026-11-26', currency: 'BS', amount: '123450' },
    { partner_id: '2', business_date: '2026-11-26', currency: 'BS', amount: '-123450' },
  ],
};
const LEDGER_TEXT =
  '["ledger/v1","12","2026-11-26","3","4","2","BS","123450","MANUAL","MANUAL","Ajuste","7",' +
  '"2026-11-26T14:03:07.000001Z",null,null,null,[["2","2026-11-26","BS","-123450"],["4","2026-11-26","BS","123450"]]]';
const LEDGER_LINK = 'e415686454309e14dc45e3ebc89083786d1bd54b5864f84208df10da306e8a73';

const DAY = {
  version: 1,
  day: '2026-11-26',
  zone: 'America/Caracas',
  heads: [
    { chain: 'ledger', seq: '1', hash: LEDGER_LINK },
    { chain: 'audit', seq: '1', hash: AUDIT_LINK },
  ],
  previous: null,
};
const DAY_DIGEST = '4302bf7e59f78f62d856c98a91420791458833261d05e457b23d8df3c99b6ba3';

const SEAL = {
  id: '5',
  occurrence_id: '7',
  banca_id: '1',
  version: '1',
  sealed_at: '2026-11-26T18:30:00.000000Z',
  digest: '4a7ce99057022cd77707e600efefa3e13e70b6ff81ae41b3bbd37ec71f6a67fe',
};
const SEAL_TEXT = `["seal/v1","5","7","1","1","2026-11-26T18:30:00.000000Z","${SEAL.digest}"]`;
const SEAL_LINK = '0371c1fb7a1cf45323047952a6c3e377ae436cbeedd25c1f4bab080f0b544b5e';
const DAY_V2 = {
  version: 2,
  day: '2026-11-27',
  zone: 'America/Caracas',
  heads: [
    { chain: 'seals', seq: '1', hash: SEAL_LINK },
    { chain: 'ledger', seq: '1', hash: LEDGER_LINK },
    { chain: 'audit', seq: '1', hash: AUDIT_LINK },
  ],
  previous: DAY_DIGEST,
};
const DAY_V2_DIGEST = '6b1e4e6cf33bd34acc562f0e9b8b849401e1d919e920aa1e65cb710882ce0283';

describe('the canonical format of the tamper-evident records', () => {
  it('links a draw seal by its ids, instant and digest, and a v2 day digest covers the seals too', () => {
    expect(canonicalSealRecord(SEAL)).toBe(SEAL_TEXT);
    expect(chainHash(GENESIS_HASH, SEAL_TEXT)).toBe(SEAL_LINK);
    expect(dayDigest(DAY_V2)).toBe(DAY_V2_DIGEST);
    expect(DAY_DIGEST_CHAINS[1]).toEqual(['audit', 'ledger']);
    expect(DAY_DIGEST_CHAINS[DAY_DIGEST_VERSION]).toEqual(['audit', 'ledger', 'seals']);
    expect(
      chainHash(GENESIS_HASH, canonicalSealRecord({ ...SEAL, sealed_at: '2026-11-26T18:30:00.000001Z' })),
    ).not.toBe(SEAL_LINK);
  });

  it('writes an audit row as a fixed text, and its first link as a fixed hash', () => {
    expect(canonicalAuditRecord(AUDIT)).toBe(AUDIT_TEXT);
    expect(chainHash(GENESIS_HASH, AUDIT_TEXT)).toBe(AUDIT_LINK);
  });

  it('writes a ledger entry with its legs by partner, whatever order they were read in', () => {
    expect(canonicalLedgerRecord(LEDGER)).toBe(LEDGER_TEXT);
    expect(canonicalLedgerRecord({ ...LEDGER, legs: [...LEDGER.legs].reverse() })).toBe(LEDGER_TEXT);
    expect(chainHash(GENESIS_HASH, LEDGER_TEXT)).toBe(LEDGER_LINK);
  });

  it('writes the day digest over the named chain heads by name, and the previous digest', () => {
    expect(canonicalDayDigest(DAY)).toBe(
      `["day-digest/v1","2026-11-26","America/Caracas",[["audit","1","${AUDIT_LINK}"],["ledger","1","${LEDGER_LINK}"]],null]`,
    );
    expect(dayDigest(DAY)).toBe(DAY_DIGEST);
    expect(dayDigest({ ...DAY, heads: [...DAY.heads].reverse() })).toBe(DAY_DIGEST);
  });

  it('changes every hash when one character of a record, a leg or a head changes', () => {
    expect(chainHash(GENESIS_HASH, canonicalAuditRecord({ ...AUDIT, action: 'UPDATe' }))).not.toBe(AUDIT_LINK);
    const legs = [LEDGER.legs[0]!, { ...LEDGER.legs[1]!, amount: '-123451' }];
    expect(chainHash(GENESIS_HASH, canonicalLedgerRecord({ ...LEDGER, legs }))).not.toBe(LEDGER_LINK);
    expect(chainHash('1'.repeat(64), AUDIT_TEXT)).not.toBe(AUDIT_LINK);
    expect(dayDigest({ ...DAY, previous: DAY_DIGEST })).not.toBe(DAY_DIGEST);
  });

  it('tells a null from the text "null" and refuses a number where a text belongs', () => {
    expect(canonicalAuditRecord({ ...AUDIT, ip: 'null' })).not.toBe(canonicalAuditRecord({ ...AUDIT, ip: null }));
    expect(() => canonicalAuditRecord({ ...AUDIT, id: 1 as unknown as string })).toThrow(TypeError);
  });
});
