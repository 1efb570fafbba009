import { describe, expect, it } from 'vitest';
import { shortcutOf, withKey } from './shortcuts';

const key = (over: Partial<Parameters<typeof shortcutOf>[0]>) => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...over,
});

describe('the point of sale keys', () => {
  it('maps each key to its action and leaves typing alone', () => {
    expect(shortcutOf(key({ key: 'F9' }))).toBe('sell');
    expect(shortcutOf(key({ key: 'Enter', ctrlKey: true }))).toBe('sell');
    expect(shortcutOf(key({ key: 'F2' }))).toBe('searchDraw');
    expect(shortcutOf(key({ key: 'F4' }))).toBe('nextDraw');
    expect(shortcutOf(key({ key: 'F4', altKey: true }))).toBeNull();
    expect(shortcutOf(key({ key: '®', code: 'KeyR', altKey: true }))).toBe('repeatLast');
    expect(shortcutOf(key({ key: 'a', code: 'KeyA' }))).toBeNull();
    expect(shortcutOf(key({ key: 'Enter' }))).toBeNull();
    expect(withKey('Vender', 'sell')).toBe('Vender (F9)');
  });
});
