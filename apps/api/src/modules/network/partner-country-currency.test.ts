import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { BETS, networkTestKit, partnerBody } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

describe('country and currency stay those the money was counted in (issue 19, finding 4)', () => {
  it('refuses another country than the banca’s, and a new currency once taquillas, sales or amounts depend on it', async () => {
    const ace2 = await k.partner('ACE2');
    const base = { code: 'ACE2', name: 'Agencia Centro 2', parent_id: ace2.parentId };
    const toPanama = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateAgency, { id: ace2.id }),
      partnerBody({ ...base, country_iso2: 'PA' }),
    );
    expect(toPanama.statusCode).toBe(422);
    expect(toPanama.json().fields).toEqual([
      { field: 'country_iso2', message: expect.stringMatching(/^País: un asociado tiene el país de su banca \(VE\)/) },
    ]);
    const toDollars = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateAgency, { id: ace2.id }),
      partnerBody({ ...base, currency: 'USD' }),
    );
    expect(toDollars.statusCode).toBe(422);
    expect(toDollars.json().fields).toEqual([
      { field: 'currency', message: expect.stringMatching(/tiene asociados por debajo/) },
    ]);
    const [after] = await k.db.select().from(partners).where(eq(partners.id, ace2.id));
    expect([after!.countryIso2, after!.currency]).toEqual(['VE', 'BS']);
  });

  it('lets a new partner with nothing below it take another currency, and gives it the banca’s country', async () => {
    const dce = await k.partner('DCE');
    const created = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({ code: 'AUSD', name: 'Agencia en dólares', parent_id: dce.id, currency: 'USD', bets: BETS }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ country_iso2: 'VE', currency: 'USD' });
    const panama = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({ code: 'APAX', name: 'Agencia en otro país', parent_id: dce.id, country_iso2: 'PA', bets: BETS }),
    );
    expect(panama.statusCode).toBe(422);
  });
});
