import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betsConfig } from '../../db/schema';
import { BETS, networkTestKit } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

/** An agency's effective bets config, by code, as the admin reads it. */
const configOf = async (code: string) =>
  (await k.as('admin', 'GET', pathOf(contracts.getBetsConfig, { agency_id: (await k.partner(code)).id }))).json();

describe('effective bets config', () => {
  it("answers an agency's own settings, or its banca's default", async () => {
    expect(await configOf('ACE1')).toMatchObject({
      agency_code: 'ACE1',
      source: 'AGENCIA',
      min_per_play: '200',
      max_per_play: '200000',
      minutes_before_close: 10,
    });
    expect(await configOf('ACE2')).toMatchObject({
      source: 'BANCA',
      min_per_play: '100',
      max_per_play: '500000',
      max_per_ticket: '5000000',
      prize_validity_days: 3,
    });
  });

  it('lists every agency of the subtree with where its settings come from', async () => {
    const all = await k.as('distribuidor', 'GET', `${pathOf(contracts.listBetsConfigs)}?per_page=50&sort=agency_code`);
    expect(all.json().total).toBe(5);
    const own = await k.as('admin', 'GET', `${pathOf(contracts.listBetsConfigs)}?source=AGENCIA`);
    expect(
      own
        .json()
        .data.map((row: { agency_code: string }) => row.agency_code)
        .sort(),
    ).toEqual(['ACA1', 'ACE1', 'AOR1']);
  });

  it('answers 404 for something that is not an agency', async () => {
    const office = await k.partner('ACE1-T1');
    expect((await k.as('admin', 'GET', pathOf(contracts.getBetsConfig, { agency_id: office.id }))).statusCode).toBe(
      404,
    );
  });
});

describe('POST /bets-config', () => {
  it('saves an agency its own settings and audits the change', async () => {
    const ace2 = await k.partner('ACE2');
    const answer = await k.as('distribuidor', 'POST', pathOf(contracts.saveBetsConfig), {
      agency_id: ace2.id,
      ...BETS,
      prize_validity_days: 7,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ source: 'AGENCIA', max_per_play: '50000', prize_validity_days: 7 });
    const audits = await k.audits('CREATE', 'bets_config', ace2.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ max_per_play: '50000' });
  });

  it('keeps min ≤ max per play ≤ max per ticket, amounts > 0 and days ≥ 1, in Spanish per field', async () => {
    const ace2 = await k.partner('ACE2');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { min_per_play: '900', max_per_play: '800' },
        'max_per_play',
        'El máximo por jugada debe ser mayor o igual que el mínimo por jugada.',
      ],
      [
        { max_per_play: '900000', max_per_ticket: '800000' },
        'max_per_ticket',
        'El máximo por ticket debe ser mayor o igual que el máximo por jugada.',
      ],
      [{ min_per_play: '0' }, 'min_per_play', 'El mínimo por jugada debe ser mayor que cero.'],
      [{ min_per_play: '1.5' }, 'min_per_play', 'El mínimo por jugada debe ser un número entero de céntimos.'],
      [
        { prize_validity_days: 0 },
        'prize_validity_days',
        'Los días de validez del premio debe ser mayor o igual que 1.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = await k.as('admin', 'POST', pathOf(contracts.saveBetsConfig), {
        agency_id: ace2.id,
        ...BETS,
        ...change,
      });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().fields).toContainEqual({ field, message });
    }
    const [row] = await k.db.select().from(betsConfig).where(eq(betsConfig.partnerId, ace2.id));
    expect(row?.maxPerPlay).toBe(50_000n);
  });
});

describe('POST /bets-config/global', () => {
  it('applies the settings to the listed agencies only', async () => {
    const [aca2, aca3] = [await k.partner('ACA2'), await k.partner('ACA3')];
    const answer = await k.as('admin', 'POST', pathOf(contracts.saveGlobalBetsConfig), {
      ...BETS,
      min_per_play: '300',
      agency_ids: [aca2.id, aca3.id],
    });
    expect(answer.json()).toEqual({ updated: 2 });
    const rows = await k.db.select().from(betsConfig);
    expect(
      rows
        .filter((row) => row.minPerPlay === 300n)
        .map((row) => row.partnerId)
        .sort(),
    ).toEqual([aca2.id, aca3.id].sort());
  });

  it('applies the settings to every agency of the caller and no other', async () => {
    const answer = await k.as('distribuidor', 'POST', pathOf(contracts.saveGlobalBetsConfig), {
      ...BETS,
      min_per_play: '400',
    });
    expect(answer.json()).toEqual({ updated: 5 });
    const aor1 = await k.partner('AOR1');
    const [other] = await k.db.select().from(betsConfig).where(eq(betsConfig.partnerId, aor1.id));
    expect(other?.minPerPlay).toBe(100n);
  });

  it('OUTSIDER: one agency out of reach and nothing changes (404)', async () => {
    const [ace3, aor1] = [await k.partner('ACE3'), await k.partner('AOR1')];
    const before = await k.db.select().from(betsConfig);
    const answer = await k.as('distribuidor', 'POST', pathOf(contracts.saveGlobalBetsConfig), {
      ...BETS,
      min_per_play: '999',
      agency_ids: [ace3.id, aor1.id],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().fields[0]).toEqual({ field: 'agency_ids', message: `Agencias: no existen ${aor1.id}.` });
    expect(await k.db.select().from(betsConfig)).toEqual(before);
    expect(
      (await k.as('distribuidor', 'GET', pathOf(contracts.getBetsConfig, { agency_id: aor1.id }))).statusCode,
    ).toBe(404);
    expect(
      (await k.as('distribuidor', 'POST', pathOf(contracts.saveBetsConfig), { agency_id: aor1.id, ...BETS }))
        .statusCode,
    ).toBe(404);
  });
});
