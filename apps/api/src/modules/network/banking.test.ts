import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bancaSettings, betsConfig, partners } from '../../db/schema';
import { BETS, networkTestKit } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

const body = (change: Record<string, unknown> = {}) => ({
  code: 'BVE',
  name: 'Banca Venezuela',
  country_iso2: 'VE',
  currency: 'BS',
  timezone: 'America/Caracas',
  ticket_header: 'Banca Venezuela',
  ticket_footer: 'Gracias',
  pay_prizes_anywhere: false,
  bets: BETS,
  ...change,
});

describe('GET banking config', () => {
  it("answers the caller's banca with its settings and default bets config", async () => {
    const answer = await k.as('admin', 'GET', pathOf(contracts.getBankingConfig));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      code: 'BVE',
      name: 'Banca Venezuela',
      country_iso2: 'VE',
      currency: 'BS',
      timezone: 'America/Caracas',
      ticket_header: 'Banca Venezuela\nLotería autorizada',
      bets: { min_per_play: '100', max_per_play: '500000', max_per_ticket: '5000000', prize_validity_days: 3 },
      descendants_count: 55,
    });
  });

  it('answers each administrator its own banca only', async () => {
    expect((await k.as('admin.pa', 'GET', pathOf(contracts.getBankingConfig))).json()).toMatchObject({
      code: 'BPA',
      currency: 'USD',
      timezone: 'America/Panama',
    });
  });
});

describe('PUT banking config', () => {
  it('saves texts, zone and default bets in one go, audited', async () => {
    const answer = await k.as(
      'admin',
      'PUT',
      pathOf(contracts.updateBankingConfig),
      body({ ticket_footer: 'Nuevo pie', timezone: 'America/Bogota', bets: { ...BETS, min_per_play: '150' } }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      ticket_footer: 'Nuevo pie',
      timezone: 'America/Bogota',
      bets: { min_per_play: '150' },
    });
    const bve = await k.partner('BVE');
    const [settings] = await k.db.select().from(bancaSettings).where(eq(bancaSettings.partnerId, bve.id));
    expect(settings?.ticketFooter).toBe('Nuevo pie');
    const [bets] = await k.db.select().from(betsConfig).where(eq(betsConfig.partnerId, bve.id));
    expect(bets?.minPerPlay).toBe(150n);
    expect(await k.audits('UPDATE', 'banca_settings', bve.id)).toHaveLength(1);
    expect(await k.audits('UPDATE', 'bets_config', bve.id)).toHaveLength(1);
  });

  it('keeps country and currency while partners hang below, saying which field', async () => {
    const answer = await k.as('admin', 'PUT', pathOf(contracts.updateBankingConfig), body({ currency: 'USD' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual([
      { field: 'currency', message: 'Moneda: no se puede cambiar la moneda de una banca que ya tiene asociados.' },
    ]);
    expect((await k.partner('BVE')).currency).toBe('BS');
  });

  it('refuses an unknown zone, bad bets and a name taken by another banca, changing nothing', async () => {
    const zone = await k.as('admin', 'PUT', pathOf(contracts.updateBankingConfig), body({ timezone: 'Marte/Olympus' }));
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toContainEqual({
      field: 'timezone',
      message: 'La zona horaria no es válida (ej. America/Caracas).',
    });
    const bets = await k.as(
      'admin',
      'PUT',
      pathOf(contracts.updateBankingConfig),
      body({ bets: { ...BETS, max_per_ticket: '1' } }),
    );
    expect(bets.json().fields).toContainEqual({
      field: 'bets.max_per_ticket',
      message: 'El máximo por ticket debe ser mayor o igual que el máximo por jugada.',
    });
    const name = await k.as('admin', 'PUT', pathOf(contracts.updateBankingConfig), body({ name: 'banca panamá' }));
    expect(name.statusCode).toBe(409);
    expect(name.json().fields[0].field).toBe('name');
    const [bve] = await k.db.select().from(partners).where(eq(partners.code, 'BVE'));
    expect(bve?.name).toBe('Banca Venezuela');
  });

  it('is for banca administrators only (the access rule)', async () => {
    expect((await k.as('supervisor', 'GET', pathOf(contracts.getBankingConfig))).statusCode).toBe(403);
    expect((await k.as('distribuidor', 'PUT', pathOf(contracts.updateBankingConfig), body())).statusCode).toBe(403);
  });
});
