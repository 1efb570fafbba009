import { describe, expect, it } from 'vitest';
import { codeAt, fromBase32, matchingStep, otpauthUrl, stepAt, toBase32 } from './totp';

// RFC 6238, appendix B (HMAC-SHA1, 8 digits).
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(codeAt(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('accepts one step of drift either side, and never a step already used', () => {
    const at = 1_700_000_000_000;
    const now = stepAt(at);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, now - 1), at, 0)).toBe(now - 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, now + 1), at, 0)).toBe(now + 1);
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, now - 2), at, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, now), at, now)).toBeNull();
  });

  it('writes base32 (RFC 4648) both ways and the URI authenticators read', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('MZXW6YTBOI').toString()).toBe('foobar');
    expect(otpauthUrl('Banca', 'ana', RFC_SECRET)).toBe(
      'otpauth://totp/Banca%3Aana?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Banca&algorithm=SHA1&digits=6&period=30',
    );
  });
});
