import * as contracts from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { networkTestKit } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

describe('lookups: partners, fathers, directs, invalid names', () => {
  it('lists the valid parents of each kind within reach', async () => {
    const forOffice = await k.as('distribuidor', 'GET', `${pathOf(contracts.listFathers)}?kind=TAQUILLA`);
    const kinds = new Set(forOffice.json().data.map((p: { kind: string }) => p.kind));
    expect([...kinds]).toEqual(['AGENCIA']);
    const forAgency = await k.as('distribuidor', 'GET', `${pathOf(contracts.listFathers)}?kind=AGENCIA`);
    expect(
      forAgency
        .json()
        .data.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['DCE', 'DVA']);
  });

  it('walks the tree one level at a time, from the caller down', async () => {
    const root = await k.as('distribuidor', 'GET', pathOf(contracts.listDirects));
    expect(root.json().parent).toMatchObject({ code: 'DCE', parent_id: null, children_count: 4 });
    expect(
      root
        .json()
        .data.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['ACE1', 'ACE2', 'ACE3', 'DVA']);
    const ace1 = await k.partner('ACE1');
    const level = await k.as('distribuidor', 'GET', `${pathOf(contracts.listDirects)}?partner_id=${ace1.id}`);
    expect(level.json().data).toHaveLength(4);
    expect(level.json().data.every((p: { children_count: number }) => p.children_count === 0)).toBe(true);
    const dva = root.json().data.find((p: { code: string }) => p.code === 'DVA');
    expect(dva.children_count).toBe(2);
  });

  it('says a name is taken anywhere but only suggests names within reach', async () => {
    const answer = await k.as(
      'distribuidor',
      'GET',
      `${pathOf(contracts.listInvalidNames)}?name=${encodeURIComponent('Agencia Oriente 1')}&code=aor1`,
    );
    expect(answer.json()).toEqual({ name_taken: true, code_taken: true, data: [] });
    const own = await k.as('distribuidor', 'GET', `${pathOf(contracts.listInvalidNames)}?name=agencia%20centro`);
    expect(own.json().data).toEqual(['Agencia Centro 1', 'Agencia Centro 2', 'Agencia Centro 3']);
    expect(own.json().name_taken).toBe(false);
  });

  it('lists partners of the subtree by kind for pickers', async () => {
    const answer = await k.as(
      'distribuidor',
      'GET',
      `${pathOf(contracts.listPartners)}?kind=DISTRIBUIDOR&kind=AGENCIA`,
    );
    expect(
      answer
        .json()
        .data.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['ACE1', 'ACE2', 'ACE3', 'AVA1', 'AVA2', 'DCE', 'DVA']);
  });
});

describe('one partner by id', () => {
  it('answers a distributor, an agency and a taquilla of the subtree with their parent', async () => {
    const [dva, ace1, office] = [await k.partner('DVA'), await k.partner('ACE1'), await k.partner('ACE1-T1')];
    const distributor = await k.as('distribuidor', 'GET', pathOf(contracts.getDistributor, { id: dva.id }));
    expect(distributor.json()).toMatchObject({
      code: 'DVA',
      kind: 'DISTRIBUIDOR',
      parent_code: 'DCE',
      children_count: 2,
    });
    const agency = await k.as('distribuidor', 'GET', pathOf(contracts.getAgency, { id: ace1.id }));
    expect(agency.json()).toMatchObject({
      code: 'ACE1',
      ticket_offices_count: 4,
      has_bets_config: true,
      parent_name: 'Distribuidora Centro',
    });
    const taquilla = await k.as('distribuidor', 'GET', pathOf(contracts.getTicketOffice, { id: office.id }));
    expect(taquilla.json()).toMatchObject({ code: 'ACE1-T1', agency: { code: 'ACE1' }, terminal: { status: 'BOUND' } });
  });

  it('answers 404 when the id is of another kind', async () => {
    const ace1 = await k.partner('ACE1');
    expect((await k.as('admin', 'GET', pathOf(contracts.getDistributor, { id: ace1.id }))).statusCode).toBe(404);
    expect((await k.as('admin', 'GET', pathOf(contracts.getTicketOffice, { id: ace1.id }))).statusCode).toBe(404);
  });

  it('hides the parent of the caller’s own partner', async () => {
    const dce = await k.partner('DCE');
    const own = await k.as('distribuidor', 'GET', pathOf(contracts.getDistributor, { id: dce.id }));
    expect(own.json()).toMatchObject({ code: 'DCE', parent_id: null, parent_name: null, parent_code: null });
  });
});

describe('deactivating an idle agency', () => {
  it('makes it INACTIVE and audits it', async () => {
    const dce = await k.partner('DCE');
    const created = await k.as('distribuidor', 'POST', pathOf(contracts.createAgency), {
      code: 'AIDLE',
      name: 'Agencia Ociosa',
      parent_id: dce.id,
    });
    expect(created.statusCode).toBe(201);
    const answer = await k.as('distribuidor', 'DELETE', pathOf(contracts.deleteAgency, { id: created.json().id }));
    expect(answer.json()).toMatchObject({ status: 'INACTIVE' });
    expect(await k.audits('DEACTIVATE', 'partner', created.json().id)).toHaveLength(1);
  });
});
