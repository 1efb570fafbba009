import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNext } from './login-redirect';

describe('login redirect', () => {
  it('keeps where the user was', () => {
    expect(loginPathFor('/admin/tools/updates?x=1')).toBe('/login?next=%2Fadmin%2Ftools%2Fupdates%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });

  it('follows only paths of this site, never another origin nor /login itself', () => {
    expect(safeNext('/admin/dashboards/sales')).toBe('/admin/dashboards/sales');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/x',
      '',
      null,
    ]) {
      expect(safeNext(bad), String(bad)).toBeNull();
    }
  });
});
