import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyConfig, betsConfig, betTypes, commissions, partners, products, regularQuotas } from '../../db/schema';
import { BETS, networkTestKit, partnerBody } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

describe('agency lists', () => {
  it('pages the agencies below the caller with their counts, on both list paths', async () => {
    for (const path of [pathOf(contracts.listAgencies), pathOf(contracts.searchAgencies)]) {
      const answer = await k.as('admin', 'GET', `${path}?per_page=5&sort=code`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.total).toBe(12);
      expect(body.data).toHaveLength(5);
      expect(body.data[0]).toMatchObject({
        code: 'ACA1',
        kind: 'AGENCIA',
        ticket_offices_count: 4,
        has_bets_config: true,
      });
    }
  });

  it('filters by text, parent and status, and sorts by parent name', async () => {
    const dor = await k.partner('DOR');
    const byParent = await k.as(
      'admin',
      'GET',
      `${pathOf(contracts.searchAgencies)}?parent_id=${dor.id}&sort=name&order=desc`,
    );
    expect(byParent.json().data.map((a: { code: string }) => a.code)).toEqual(['AOR3', 'AOR2', 'AOR1']);
    const byText = await k.as('admin', 'GET', `${pathOf(contracts.searchAgencies)}?search=valencia&status=ACTIVE`);
    expect(byText.json().total).toBe(2);
  });

  it('lists every agency without paging for pickers, scoped', async () => {
    const answer = await k.as('distribuidor', 'GET', pathOf(contracts.listAgenciesNoPaginated));
    expect(
      answer
        .json()
        .data.map((a: { code: string }) => a.code)
        .sort(),
    ).toEqual(['ACE1', 'ACE2', 'ACE3', 'AVA1', 'AVA2']);
  });
});

describe('POST /agencies/create (the step form)', () => {
  it('creates the agency, its own bets settings and who it settles with, all audited', async () => {
    const dva = await k.partner('DVA');
    const dce = await k.partner('DCE');
    const answer = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({
        code: 'AVA3',
        name: 'Agencia Valencia 3',
        parent_id: dva.id,
        bets: BETS,
        payments_responsible_partner_id: dce.id,
      }),
    );
    expect(answer.statusCode).toBe(201);
    const agency = answer.json();
    expect(agency).toMatchObject({
      code: 'AVA3',
      parent_name: 'Subdistribuidora Valencia',
      has_bets_config: true,
      payments_responsible_partner_id: dce.id,
      currency: 'BS',
    });
    const [bets] = await k.db.select().from(betsConfig).where(eq(betsConfig.partnerId, agency.id));
    expect(bets).toMatchObject({ minPerPlay: 100n, maxPerPlay: 50_000n, maxPerTicket: 500_000n });
    expect(await k.audits('CREATE', 'partner', agency.id)).toHaveLength(1);
    expect(await k.audits('CREATE', 'bets_config', agency.id)).toHaveLength(1);
    expect(await k.audits('CREATE', 'agency_config', agency.id)).toHaveLength(1);
  });

  it('refuses inconsistent bets settings on the failing field, and creates nothing', async () => {
    const dce = await k.partner('DCE');
    const bets = { ...BETS, min_per_play: '5000', max_per_play: '1000', max_per_ticket: '0', prize_validity_days: 0 };
    const answer = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({ code: 'AX1', name: 'Agencia X', parent_id: dce.id, bets }),
    );
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields.map((f: { field: string; message: string }) => `${f.field}: ${f.message}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'bets.max_per_ticket: El máximo por ticket debe ser mayor que cero.',
        'bets.prize_validity_days: Los días de validez del premio debe ser mayor o igual que 1.',
      ]),
    );
    expect(await k.db.select().from(partners).where(eq(partners.code, 'AX1'))).toHaveLength(0);
  });

  it('puts an agency only under a banca or a distributor', async () => {
    const office = await k.partner('ACE1-T1');
    const answer = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({ code: 'AX2', name: 'Agencia X2', parent_id: office.id }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('parent_id');
  });

  it('accepts as payments responsible only the agency itself or one of its ancestors', async () => {
    const dce = await k.partner('DCE');
    const ace1 = await k.partner('ACE1');
    const answer = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createAgency),
      partnerBody({ code: 'AX3', name: 'Agencia X3', parent_id: dce.id, payments_responsible_partner_id: ace1.id }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields[0]).toEqual({
      field: 'payments_responsible_partner_id',
      message: 'Responsable de pagos: debe ser la agencia «Agencia X3» o uno de sus ascendientes.',
    });
    expect(await k.db.select().from(partners).where(eq(partners.code, 'AX3'))).toHaveLength(0);
  });
});

describe('POST /agencies/clone', () => {
  it('copies bets config, agency config, commissions and cupos into a new agency', async () => {
    const ace1 = await k.partner('ACE1');
    const [product] = await k.db.select().from(products).limit(1);
    const [betType] = await k.db.select().from(betTypes).limit(1);
    // The demo may already hold some of these for ACE1: add ours, then copy whatever is there.
    await k.db
      .insert(commissions)
      .values({ partnerId: ace1.id, productId: product!.id, commissionPct: '12.50' })
      .onConflictDoNothing();
    await k.db
      .insert(regularQuotas)
      .values({ partnerId: ace1.id, productId: product!.id, betTypeId: betType!.id, amount: 250_000n })
      .onConflictDoNothing();
    await k.db
      .insert(agencyConfig)
      .values({ partnerId: ace1.id, paymentsResponsiblePartnerId: ace1.id })
      .onConflictDoNothing();
    const sourceCommissions = await k.db.select().from(commissions).where(eq(commissions.partnerId, ace1.id));
    const sourceQuotas = await k.db.select().from(regularQuotas).where(eq(regularQuotas.partnerId, ace1.id));

    const answer = await k.as('distribuidor', 'POST', pathOf(contracts.cloneAgency), {
      source_id: ace1.id,
      code: 'ACE9',
      name: 'Agencia Centro 9',
    });
    expect(answer.statusCode).toBe(201);
    const clone = answer.json();
    expect(clone).toMatchObject({
      code: 'ACE9',
      parent_id: ace1.parentId,
      has_bets_config: true,
      state: ace1.state,
      copied: {
        bets_config: true,
        agency_config: true,
        commissions: sourceCommissions.length,
        regular_quotas: sourceQuotas.length,
      },
    });
    expect(sourceCommissions.length).toBeGreaterThan(0);
    const [bets] = await k.db.select().from(betsConfig).where(eq(betsConfig.partnerId, clone.id));
    expect(bets).toMatchObject({ minPerPlay: 200n, maxPerPlay: 200_000n, minutesBeforeClose: 10 });
    const cloneCommissions = await k.db.select().from(commissions).where(eq(commissions.partnerId, clone.id));
    const strip = <T extends { id: number; partnerId: number; updatedAt: Date }>({
      id: _i,
      partnerId: _p,
      updatedAt: _u,
      ...rest
    }: T) => rest;
    expect(cloneCommissions.map(strip)).toEqual(expect.arrayContaining(sourceCommissions.map(strip)));
    const cloneQuotas = await k.db.select().from(regularQuotas).where(eq(regularQuotas.partnerId, clone.id));
    expect(cloneQuotas.map(strip)).toEqual(expect.arrayContaining(sourceQuotas.map(strip)));
    expect(cloneQuotas).toHaveLength(sourceQuotas.length);
    // The source settled with itself: so does the clone.
    expect(clone.payments_responsible_partner_id).toBe(clone.id);
    expect(await k.audits('CLONE', 'partner', clone.id)).toHaveLength(1);
  });

  it('refuses a taken name for the clone and copies nothing', async () => {
    const ace2 = await k.partner('ACE2');
    const answer = await k.as('admin', 'POST', pathOf(contracts.cloneAgency), {
      source_id: ace2.id,
      code: 'ACE10',
      name: 'agencia centro 1',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().fields[0].field).toBe('name');
    expect(await k.db.select().from(partners).where(eq(partners.code, 'ACE10'))).toHaveLength(0);
  });
});

describe('agency config', () => {
  it('answers who the agency settles with and who may be chosen', async () => {
    const ava1 = await k.partner('AVA1');
    const answer = await k.as('distribuidor', 'GET', pathOf(contracts.getAgencyConfig, { id: ava1.id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: ava1.id, is_default: false, payments_responsible: { code: 'DCE' } });
    // Its ancestors within reach, and itself: not Banca Venezuela, above the distributor.
    expect(answer.json().candidates.map((c: { code: string }) => c.code)).toEqual(['DCE', 'DVA', 'AVA1']);
  });

  it('goes back to the parent with null, audited', async () => {
    const ava2 = await k.partner('AVA2');
    const answer = await k.as('distribuidor', 'PUT', pathOf(contracts.updateAgencyConfig), {
      id: ava2.id,
      payments_responsible_partner_id: null,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ is_default: true, payments_responsible_partner_id: ava2.parentId });
    expect(await k.audits('CREATE', 'agency_config', ava2.id)).toHaveLength(1);
  });

  it('refuses a partner that is not above the agency', async () => {
    const ace2 = await k.partner('ACE2');
    const ace1 = await k.partner('ACE1');
    const answer = await k.as('admin', 'PUT', pathOf(contracts.updateAgencyConfig), {
      id: ace2.id,
      payments_responsible_partner_id: ace1.id,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields[0].field).toBe('payments_responsible_partner_id');
  });
});

describe('update and soft delete', () => {
  it('edits an agency and refuses to deactivate one with active taquillas', async () => {
    const ace2 = await k.partner('ACE2');
    const edit = await k.as(
      'admin',
      'PUT',
      pathOf(contracts.updateAgency, { id: ace2.id }),
      partnerBody({ code: 'ACE2', name: 'Agencia Centro 2', parent_id: ace2.parentId, phone: '0212-000-1111' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().phone).toBe('0212-000-1111');
    expect(await k.audits('UPDATE', 'partner', ace2.id)).toHaveLength(1);
    const removal = await k.as('admin', 'DELETE', pathOf(contracts.deleteAgency, { id: ace2.id }));
    expect(removal.statusCode).toBe(422);
    expect(removal.json().message).toMatch(
      /^No se puede desactivar una agencia «Agencia Centro 2»: tiene 3 asociados hijos activos/,
    );
  });

  it('refuses to deactivate an agency whose users are still active', async () => {
    const ace1 = await k.partner('ACE1');
    const offices = await k.db.select().from(partners).where(eq(partners.parentId, ace1.id));
    for (const office of offices)
      await k.db.update(partners).set({ status: 'INACTIVE' }).where(eq(partners.id, office.id));
    const answer = await k.as('admin', 'DELETE', pathOf(contracts.deleteAgency, { id: ace1.id }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/tiene 1 usuario activo/);
  });
});

describe('OUTSIDER: agencies of another branch', () => {
  it('Distribuidora Oriente (given manage_childs) cannot read or change Distribuidora Centro agencies: 404, nothing changed', async () => {
    await k.grantManageChilds('distribuidor2');
    const ace3 = await k.partner('ACE3');
    expect((await k.as('distribuidor2', 'GET', pathOf(contracts.getAgency, { id: ace3.id }))).statusCode).toBe(404);
    const before = await k.auditCount(); // after the sign-in, which is audited
    expect((await k.as('distribuidor2', 'GET', pathOf(contracts.getAgencyConfig, { id: ace3.id }))).statusCode).toBe(
      404,
    );
    const put = await k.as(
      'distribuidor2',
      'PUT',
      pathOf(contracts.updateAgency, { id: ace3.id }),
      partnerBody({ code: 'ACE3', name: 'Tomada', parent_id: ace3.parentId }),
    );
    expect(put.statusCode).toBe(404);
    expect((await k.as('distribuidor2', 'DELETE', pathOf(contracts.deleteAgency, { id: ace3.id }))).statusCode).toBe(
      404,
    );
    const clone = await k.as('distribuidor2', 'POST', pathOf(contracts.cloneAgency), {
      source_id: ace3.id,
      code: 'AOR9',
      name: 'Agencia Oriente 9',
    });
    expect(clone.statusCode).toBe(404);
    expect(clone.json().fields[0].field).toBe('source_id');
    const config = await k.as('distribuidor2', 'PUT', pathOf(contracts.updateAgencyConfig), {
      id: ace3.id,
      payments_responsible_partner_id: null,
    });
    expect(config.statusCode).toBe(404);
    const list = await k.as('distribuidor2', 'GET', `${pathOf(contracts.searchAgencies)}?search=centro`);
    expect(list.json()).toMatchObject({ total: 0, data: [] });
    expect(await k.partner('ACE3')).toEqual(ace3);
    expect(await k.auditCount()).toBe(before);
  });
});
