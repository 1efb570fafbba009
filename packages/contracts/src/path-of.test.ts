import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint';
import { annulTicket } from './tickets';

describe('pathOf', () => {
  it("fills every parameter, encoded, and leaves the rest of the contract's path alone", () => {
    expect(pathOf({ path: '/api/v2/x/:partnerId/y/:id' }, { partnerId: 7, id: 'a b/c' })).toBe(
      '/api/v2/x/7/y/a%20b%2Fc',
    );
    expect(pathOf(annulTicket, { id: 12 })).toBe(annulTicket.path.replace(':id', '12'));
  });

  it('refuses a path with a parameter left out, instead of calling a wrong URL', () => {
    expect(() => pathOf({ path: '/api/v2/x/:id' })).toThrow('/api/v2/x/:id needs the parameter id.');
  });
});
