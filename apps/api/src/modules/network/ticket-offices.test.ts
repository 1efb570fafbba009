import * as contracts from '@banca/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { terminals } from '../../db/schema';
import { networkTestKit, partnerBody } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

const terminalOf = async (code: string) => {
  const office = await k.partner(code);
  return k.db.select().from(terminals).where(eq(terminals.partnerId, office.id));
};

describe('GET /ticket-office', () => {
  it('lists taquillas with agency, users, polla flag and terminal', async () => {
    const answer = await k.as('admin', 'GET', `${pathOf(contracts.listTicketOffices)}?search=ACE1-T&sort=code`);
    expect(answer.statusCode).toBe(200);
    const [first, second] = answer.json().data;
    expect(first).toMatchObject({
      code: 'ACE1-T1',
      name: 'Taquilla 1',
      agency: { code: 'ACE1', name: 'Agencia Centro 1' },
      users: [{ username: 'taquilla', role: 'VEND_TAQUILLA' }],
      terminal: { device_id: 'POS-VE-0001', status: 'BOUND', software_version: '2.5.0' },
    });
    expect(first.terminal.last_connection_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(second).toMatchObject({ code: 'ACE1-T2', is_polla_seller: true, users: [{ username: 'polla' }] });
  });

  it('filters by terminal state, polla flag and agency, and sorts by last connection', async () => {
    const released = await k.as('admin', 'GET', `${pathOf(contracts.listTicketOffices)}?terminal_status=RELEASED`);
    expect(released.json().data.map((o: { code: string }) => o.code)).toEqual(['ACE2-T2']);
    const bound = await k.as(
      'admin',
      'GET',
      `${pathOf(contracts.listTicketOffices)}?terminal_status=BOUND&sort=last_connection_at&order=desc`,
    );
    expect(bound.json().data.map((o: { code: string }) => o.code)).toEqual([
      'ACA1-T1',
      'ACE1-T1',
      'ACE1-T2',
      'AOR1-T1',
      'ACE2-T1',
      'AVA1-T1',
    ]);
    const none = await k.as('admin', 'GET', `${pathOf(contracts.listTicketOffices)}?terminal_status=NONE`);
    expect(none.json().total).toBe(40 - 7);
    const ace3 = await k.partner('ACE3');
    const polla = await k.as(
      'admin',
      'GET',
      `${pathOf(contracts.listTicketOffices)}?agency_id=${ace3.id}&is_polla_seller=true`,
    );
    expect(polla.json().data.map((o: { code: string }) => o.code)).toEqual(['ACE3-T2']);
  });
});

describe('create and edit', () => {
  it('creates a taquilla under an agency, audited', async () => {
    const ace3 = await k.partner('ACE3');
    const answer = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createTicketOffice),
      partnerBody({ code: 'ACE3-T9', name: 'Taquilla Centro 3-9', parent_id: ace3.id, is_polla_seller: true }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      kind: 'TAQUILLA',
      is_polla_seller: true,
      agency: { code: 'ACE3' },
      users: [],
      terminal: null,
      depth: 3,
    });
    expect(await k.audits('CREATE', 'partner', answer.json().id)).toHaveLength(1);
  });

  it('puts a taquilla only under an agency', async () => {
    const dce = await k.partner('DCE');
    const answer = await k.as(
      'distribuidor',
      'POST',
      pathOf(contracts.createTicketOffice),
      partnerBody({ code: 'DCE-T1', name: 'Taquilla Suelta', parent_id: dce.id }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        field: 'parent_id',
        message: 'Asociado padre: una taquilla solo puede ir bajo una agencia, no bajo un distribuidor.',
      },
    ]);
  });

  it('moves a taquilla to another agency', async () => {
    const office = await k.partner('ACE3-T4');
    const ava2 = await k.partner('AVA2');
    const answer = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateTicketOffice, { id: office.id }),
      partnerBody({ code: 'ACE3-T4', name: 'Taquilla Centro 3-4', parent_id: ava2.id }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ agency: { code: 'AVA2' }, depth: 4 });
    expect((await k.partner('ACE3-T4')).path).toBe(`${ava2.path}${office.id}/`);
  });
});

describe('status and terminal actions', () => {
  it('releases the bound terminal once, audited', async () => {
    const office = await k.partner('ACE1-T1');
    const answer = await k.as('admin', 'POST', pathOf(contracts.releaseTicketOffice, { id: office.id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().terminal).toMatchObject({ status: 'RELEASED', device_id: 'POS-VE-0001' });
    const [terminal] = await terminalOf('ACE1-T1');
    expect(terminal?.releasedAt).toBeInstanceOf(Date);
    expect(await k.audits('RELEASE_TERMINAL', 'terminal', terminal!.id)).toHaveLength(1);
    const again = await k.as('admin', 'POST', pathOf(contracts.releaseTicketOffice, { id: office.id }));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Terminal: la taquilla «Taquilla 1» no tiene un terminal vinculado.');
  });

  it('records a disconnection of the bound terminal', async () => {
    const office = await k.partner('ACE1-T2');
    const [before] = await terminalOf('ACE1-T2');
    const answer = await k.as('admin', 'POST', pathOf(contracts.disconnectTicketOffice, { id: office.id }));
    expect(answer.statusCode).toBe(200);
    const [after] = await terminalOf('ACE1-T2');
    expect(after!.lastDisconnectionAt!.getTime()).toBeGreaterThan(before!.lastDisconnectionAt!.getTime());
    expect(after!.status).toBe('BOUND');
    expect(await k.audits('DISCONNECT_TERMINAL', 'terminal', after!.id)).toHaveLength(1);
  });

  it('refuses to deactivate a taquilla with a bound terminal or active users, then deactivates an idle one', async () => {
    const busy = await k.partner('ACA1-T1');
    const refused = await k.as('admin', 'POST', pathOf(contracts.deactivateTicketOffice, { id: busy.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/tiene un terminal vinculado/);
    const idle = await k.partner('ACA1-T2');
    const done = await k.as('admin', 'POST', pathOf(contracts.deactivateTicketOffice, { id: idle.id }));
    expect(done.json().status).toBe('INACTIVE');
    expect(await k.audits('DEACTIVATE', 'partner', idle.id)).toHaveLength(1);
    const back = await k.as('admin', 'POST', pathOf(contracts.activateTicketOffice, { id: idle.id }));
    expect(back.json().status).toBe('ACTIVE');
    expect(await k.audits('ACTIVATE', 'partner', idle.id)).toHaveLength(1);
  });
});

describe('OUTSIDER: taquillas of another branch', () => {
  it('Distribuidora Centro cannot see, release or edit Oriente taquillas: 404, nothing changed', async () => {
    const office = await k.partner('AOR1-T1');
    const [terminalBefore] = await terminalOf('AOR1-T1');
    expect((await k.as('distribuidor', 'GET', pathOf(contracts.getTicketOffice, { id: office.id }))).statusCode).toBe(
      404,
    );
    const before = await k.auditCount();
    const actions = [
      contracts.releaseTicketOffice,
      contracts.disconnectTicketOffice,
      contracts.deactivateTicketOffice,
      contracts.activateTicketOffice,
    ];
    for (const action of actions) {
      const answer = await k.as('distribuidor', 'POST', pathOf(action, { id: office.id }));
      expect(answer.statusCode, action.path).toBe(404);
    }
    const put = await k.as(
      'distribuidor',
      'PUT',
      pathOf(contracts.updateTicketOffice, { id: office.id }),
      partnerBody({ code: 'AOR1-T1', name: 'Tomada', parent_id: office.parentId }),
    );
    expect(put.statusCode).toBe(404);
    const list = await k.as('distribuidor', 'GET', `${pathOf(contracts.listTicketOffices)}?search=oriente`);
    expect(list.json()).toMatchObject({ total: 0, data: [] });
    expect(await terminalOf('AOR1-T1')).toEqual([terminalBefore]);
    expect(await k.partner('AOR1-T1')).toEqual(office);
    expect(await k.auditCount()).toBe(before);
  });
});
