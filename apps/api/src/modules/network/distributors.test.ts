import * as contracts from '@banca/contracts';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencyConfig, partners } from '../../db/schema';
import { networkTestKit, partnerBody } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

describe('GET /distributor (the partner tree as a table)', () => {
  it('lists what lies below the caller, paginated, with the total, never the caller itself', async () => {
    const answer = await k.as('admin', 'GET', `${pathOf(contracts.listDistributors)}?per_page=10&sort=code`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ page: 1, per_page: 10 });
    expect(body.data).toHaveLength(10);
    // 3 distributors, 12 agencies and 40 taquillas under Banca Venezuela.
    expect(body.total).toBe(55);
    expect(body.data.map((p: { code: string }) => p.code)).not.toContain('BVE');
    expect(body.data.every((p: { country_iso2: string }) => p.country_iso2 === 'VE')).toBe(true);
  });

  it('filters by kind, status and text, and honours the cached count on later pages only', async () => {
    const agencies = await k.as('admin', 'GET', `${pathOf(contracts.listDistributors)}?kind=AGENCIA&search=centro`);
    expect(
      agencies
        .json()
        .data.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['ACE1', 'ACE2', 'ACE3']);
    const page2 = await k.as(
      'admin',
      'GET',
      `${pathOf(contracts.listDistributors)}?kind=TAQUILLA&page=2&per_page=5`,
      undefined,
      {
        'x-cached-count': '999',
      },
    );
    expect(page2.json().total).toBe(999);
    const page1 = await k.as(
      'admin',
      'GET',
      `${pathOf(contracts.listDistributors)}?kind=TAQUILLA&page=1&per_page=5`,
      undefined,
      {
        'x-cached-count': '999',
      },
    );
    expect(page1.json().total).toBe(40);
  });

  it('keeps a distributor to its own subtree', async () => {
    const answer = await k.as('distribuidor', 'GET', `${pathOf(contracts.listDistributors)}?per_page=500`);
    const codes: string[] = answer.json().data.map((p: { code: string }) => p.code);
    expect(codes).toContain('ACE1');
    expect(codes).toContain('AVA1-T1');
    expect(codes.some((code) => code.startsWith('AOR') || code === 'DOR' || code.startsWith('ACA'))).toBe(false);
    expect(answer.json().total).toBe(codes.length);
  });

  it('refuses a sort column it does not declare, in Spanish', async () => {
    const answer = await k.as('admin', 'GET', `${pathOf(contracts.listDistributors)}?sort=password`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].message).toMatch(/Solo se puede ordenar por/);
  });
});

describe('POST /distributor', () => {
  it('creates a distributor under the banca with its country and currency, audited', async () => {
    const bve = await k.partner('BVE');
    const answer = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'DLL', name: 'Distribuidora Llanos', parent_id: bve.id }),
    );
    expect(answer.statusCode).toBe(201);
    const created = answer.json();
    expect(created).toMatchObject({
      kind: 'DISTRIBUIDOR',
      country_iso2: 'VE',
      currency: 'BS',
      parent_id: bve.id,
      parent_name: 'Banca Venezuela',
      depth: 1,
      document_id: null,
    });
    const row = await k.partner('DLL');
    expect(row.path).toBe(`/${bve.id}/${row.id}/`);
    expect(await k.audits('CREATE', 'partner', row.id)).toHaveLength(1);
  });

  it('puts a distributor only under a banca or a distributor', async () => {
    const agency = await k.partner('ACE1');
    const answer = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'DXX', name: 'Distribuidora Inválida', parent_id: agency.id }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        field: 'parent_id',
        message: 'Asociado padre: un distribuidor solo puede ir bajo una banca o un distribuidor, no bajo una agencia.',
      },
    ]);
  });

  it('refuses a code or a name already taken anywhere, whatever the case, and creates nothing', async () => {
    const bve = await k.partner('BVE');
    const before = await k.auditCount();
    const byCode = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'dce', name: 'Otra Distribuidora', parent_id: bve.id }),
    );
    expect(byCode.statusCode).toBe(409);
    expect(byCode.json().fields).toEqual([
      { field: 'code', message: 'Código: ya existe un asociado con el código «dce».' },
    ]);
    // The name belongs to Banca Colombia's tree: out of reach, but names are unique everywhere.
    const byName = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'DNEW', name: 'DISTRIBUIDORA BOGOTÁ', parent_id: bve.id }),
    );
    expect(byName.statusCode).toBe(409);
    expect(byName.json().fields[0].field).toBe('name');
    expect(await k.db.select().from(partners).where(eq(partners.code, 'DNEW'))).toHaveLength(0);
    expect(await k.auditCount()).toBe(before);
  });

  it('answers the fields that fail validation in Spanish', async () => {
    const answer = await k.as('admin', 'POST', pathOf(contracts.createDistributor), {
      code: ' ',
      name: '',
      parent_id: 'x',
      email: 'no-es-correo',
    });
    expect(answer.statusCode).toBe(400);
    const fields = Object.fromEntries(
      answer.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toMatchObject({
      code: 'El código es obligatorio.',
      name: 'El nombre es obligatorio.',
      parent_id: 'El asociado padre es obligatorio.',
      email: 'El correo electrónico no es válido.',
    });
  });
});

describe('moving a partner', () => {
  it('rewrites path and depth of its whole subtree in one go, audited as MOVE', async () => {
    const bve = await k.partner('BVE');
    const dva = await k.partner('DVA');
    const moved = await k.as(
      'admin',
      'PUT',
      pathOf(contracts.updateDistributor, { id: dva.id }),
      partnerBody({ code: 'DVA', name: 'Subdistribuidora Valencia', parent_id: bve.id }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ parent_id: bve.id, depth: 1 });
    const subtree = await k.db
      .select()
      .from(partners)
      .where(like(partners.path, `/${bve.id}/${dva.id}/%`));
    expect(subtree).toHaveLength(1 + 2 + 7);
    const office = subtree.find((p) => p.code === 'AVA1-T1')!;
    expect(office.depth).toBe(3);
    expect(office.path).toBe(`/${bve.id}/${dva.id}/${(await k.partner('AVA1')).id}/${office.id}/`);
    expect(await k.audits('MOVE', 'partner', dva.id)).toHaveLength(1);
    // Agencia Valencia 1 settled with Distribuidora Centro, no longer above it: back to its parent.
    const [config] = await k.db
      .select()
      .from(agencyConfig)
      .where(eq(agencyConfig.partnerId, (await k.partner('AVA1')).id));
    expect(config?.paymentsResponsiblePartnerId).toBeNull();
  });

  it('refuses to move a partner under its own descendant, and changes nothing', async () => {
    const dce = await k.partner('DCE');
    const sub = await k.as(
      'admin',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'DCE2', name: 'Subdistribuidora Centro 2', parent_id: dce.id }),
    );
    expect(sub.statusCode).toBe(201);
    const answer = await k.as(
      'admin',
      'PUT',
      pathOf(contracts.updateDistributor, { id: dce.id }),
      partnerBody({ code: 'DCE', name: 'Distribuidora Centro', parent_id: sub.json().id }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields[0]).toEqual({
      field: 'parent_id',
      message:
        'Asociado padre: no se puede mover «Distribuidora Centro» debajo de sí mismo ni de uno de sus descendientes.',
    });
    expect(await k.partner('DCE')).toEqual(dce);
  });

  it('does not let a user change its own partner from the registry', async () => {
    const dce = await k.partner('DCE');
    const answer = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateDistributor, { id: dce.id }),
      partnerBody({ code: 'DCE', name: 'Otro Nombre', parent_id: dce.parentId }),
    );
    expect(answer.statusCode).toBe(422);
    expect((await k.partner('DCE')).name).toBe('Distribuidora Centro');
  });
});

describe('DELETE /distributor/:id (soft)', () => {
  it('refuses while children are active, in Spanish', async () => {
    const dor = await k.partner('DOR');
    const answer = await k.as('admin', 'DELETE', pathOf(contracts.deleteDistributor, { id: dor.id }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(
      'No se puede desactivar un distribuidor «Distribuidora Oriente»: tiene 3 asociados hijos activos. Desactívelos primero.',
    );
    expect((await k.partner('DOR')).status).toBe('ACTIVE');
  });

  it('makes an idle distributor INACTIVE, keeps it listed, and audits it', async () => {
    const bve = await k.partner('BVE');
    const created = (
      await k.as(
        'admin',
        'POST',
        pathOf(contracts.createDistributor),
        partnerBody({ code: 'DTMP', name: 'Distribuidora Temporal', parent_id: bve.id }),
      )
    ).json();
    const answer = await k.as('admin', 'DELETE', pathOf(contracts.deleteDistributor, { id: created.id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().status).toBe('INACTIVE');
    expect(await k.audits('DEACTIVATE', 'partner', created.id)).toHaveLength(1);
    const listed = await k.as('admin', 'GET', `${pathOf(contracts.listDistributors)}?status=INACTIVE`);
    expect(listed.json().data.map((p: { code: string }) => p.code)).toContain('DTMP');
  });
});

describe('OUTSIDER: another branch does not exist for the caller', () => {
  it('answers 404 to Distribuidora Centro for Distribuidora Oriente, and changes nothing', async () => {
    const dor = await k.partner('DOR');
    const before = await k.auditCount();
    expect((await k.as('distribuidor', 'GET', pathOf(contracts.getDistributor, { id: dor.id }))).statusCode).toBe(404);
    const put = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateDistributor, { id: dor.id }),
      partnerBody({ code: 'DOR', name: 'Robada', parent_id: dor.parentId }),
    );
    expect(put.statusCode).toBe(404);
    expect((await k.as('distribuidor', 'DELETE', pathOf(contracts.deleteDistributor, { id: dor.id }))).statusCode).toBe(
      404,
    );
    expect(
      (await k.as('distribuidor', 'GET', `${pathOf(contracts.listDirects)}?partner_id=${dor.id}`)).statusCode,
    ).toBe(404);
    const under = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createDistributor),
      partnerBody({ code: 'DINT', name: 'Intrusa', parent_id: dor.id }),
    );
    expect(under.statusCode).toBe(404);
    expect(under.json().fields[0].field).toBe('parent_id');
    expect(await k.partner('DOR')).toEqual(dor);
    expect(await k.auditCount()).toBe(before);
  });

  it('answers 404 to Distribuidora Oriente (given manage_childs) for Distribuidora Centro', async () => {
    await k.grantManageChilds('distribuidor2');
    const dce = await k.partner('DCE');
    expect((await k.as('distribuidor2', 'GET', pathOf(contracts.getDistributor, { id: dce.id }))).statusCode).toBe(404);
    const list = await k.as('distribuidor2', 'GET', `${pathOf(contracts.listDistributors)}?search=centro`);
    expect(list.json()).toMatchObject({ total: 0, data: [] });
  });

  it('keeps Banca Panamá out of Venezuela entirely', async () => {
    const answer = await k.as('admin.pa', 'GET', `${pathOf(contracts.listDistributors)}?per_page=500`);
    expect(answer.json().data.every((p: { country_iso2: string }) => p.country_iso2 === 'PA')).toBe(true);
    const dce = await k.partner('DCE');
    expect((await k.as('admin.pa', 'GET', pathOf(contracts.getDistributor, { id: dce.id }))).statusCode).toBe(404);
  });
});
