import { describe, expect, it } from 'vitest';
import { mayHaveSold, newIdempotencyKey, nextAttempt } from './sale-attempt';

describe('sale attempts', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('reuses the key to retry the same ticket that got no answer, and only then', () => {
    const first = nextAttempt(null, '{"plays":[1]}', newKey);
    expect(nextAttempt(first, '{"plays":[1]}', newKey)).toBe(first);
    expect(nextAttempt(first, '{"plays":[1,2]}', newKey).key).not.toBe(first.key);
    expect(nextAttempt({ ...first, answered: true }, '{"plays":[1]}', newKey).key).not.toBe(first.key);
  });

  it('knows which failures may hide a sale', () => {
    expect(mayHaveSold({ status: 0, code: 'NETWORK_ERROR' })).toBe(true);
    expect(mayHaveSold({ status: 504, code: 'UNKNOWN_ERROR' })).toBe(true);
    expect(mayHaveSold({ status: 409, code: 'REQUEST_IN_PROGRESS' })).toBe(true);
    expect(mayHaveSold({ status: 409, code: 'DRAW_CLOSED' })).toBe(false);
    expect(mayHaveSold({ status: 400, code: 'VALIDATION_ERROR' })).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is a UUID v4, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
