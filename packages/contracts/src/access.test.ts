import { describe, expect, it } from 'vitest';
import { ANY_ROLE, canAccess, PUBLIC, rule, type AccessSubject } from './access';

const user = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  role: 'ADMIN_BANCA',
  country_iso2: 'VE',
  manage_childs: false,
  awarding_results: false,
  ...over,
});

describe('canAccess (spec §5)', () => {
  it('lets anyone through a public rule, and nobody signed out through any other', () => {
    expect(canAccess(null, PUBLIC)).toBe(true);
    expect(canAccess(null, ANY_ROLE)).toBe(false);
    expect(canAccess(undefined, rule('ADMIN_BANCA'))).toBe(false);
  });

  it('accepts a single role or a list of roles', () => {
    expect(canAccess(user(), rule('ADMIN_BANCA'))).toBe(true);
    expect(canAccess(user({ role: 'SUPERV_BANCA' }), rule('ADMIN_BANCA'))).toBe(false);
    expect(canAccess(user({ role: 'DISTRIBUIDOR' }), rule(['ADMIN_BANCA', 'DISTRIBUIDOR']))).toBe(true);
    expect(canAccess(user({ role: 'VEND_TAQUILLA' }), rule(['ADMIN_BANCA', 'DISTRIBUIDOR']))).toBe(false);
  });

  it('denies the listed countries', () => {
    const noPA = rule(['ADMIN_BANCA'], { deniedCountries: ['PA'] });
    expect(canAccess(user({ country_iso2: 'PA' }), noPA)).toBe(false);
    expect(canAccess(user({ country_iso2: 'CO' }), noPA)).toBe(true);
  });

  it('requires every listed flag', () => {
    const both = rule('ADMIN_BANCA', { requires: ['manage_childs', 'awarding_results'] });
    expect(canAccess(user({ manage_childs: true }), both)).toBe(false);
    expect(canAccess(user({ awarding_results: true }), both)).toBe(false);
    expect(canAccess(user({ manage_childs: true, awarding_results: true }), both)).toBe(true);
  });

  it('checks role, country and flags together', () => {
    const award = rule(['ADMIN_BANCA', 'SUPERV_BANCA'], { deniedCountries: ['PA'], requires: ['awarding_results'] });
    expect(canAccess(user({ awarding_results: true }), award)).toBe(true);
    expect(canAccess(user({ awarding_results: true, country_iso2: 'PA' }), award)).toBe(false);
    expect(canAccess(user({ role: 'DISTRIBUIDOR', awarding_results: true }), award)).toBe(false);
  });
});
