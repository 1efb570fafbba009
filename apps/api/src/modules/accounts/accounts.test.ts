import {
  createAccount,
  deleteAccount,
  exportAccounts,
  listAccounts,
  updateAccount,
  type Account,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/paths';
import { rowsOf } from '../../lib/raw-query';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
beforeAll(async () => {
  k = await ledgerTestKit();
});
afterAll(() => k.t.close());

const create = (who: string, payload: object) => k.call(who, { method: 'POST', url: createAccount.path, payload });
const list = async (who: string) =>
  (await k.call(who, { method: 'GET', url: listAccounts.path, query: { per_page: '500' } })).json<{ data: Account[] }>()
    .data;
const accountCount = async () =>
  (await rowsOf<{ n: number }>(k.db, sql`SELECT count(*)::int AS n FROM accounts`))[0]!.n;

describe('the chart of accounts', () => {
  it('shows the system accounts to everyone, a partner’s accounts to its chain and subtree, and lets only the subtree change them', async () => {
    const created = await create('distribuidor', { code: 'CAJA-01', name: 'Caja principal', description: 'Efectivo' });
    expect(created.statusCode).toBe(200);
    const account = created.json<Account>();
    expect(account).toMatchObject({
      code: 'CAJA-01',
      partner_name: 'Distribuidora Centro',
      editable: true,
      active: true,
    });

    const seenByAgency = await list('agencia');
    expect(seenByAgency.map((a) => a.code)).toEqual(
      expect.arrayContaining(['AJUSTES', 'LIQUIDACION', 'PAGOS', 'CAJA-01']),
    );
    expect(seenByAgency.find((a) => a.code === 'CAJA-01')!.editable).toBe(false);
    expect((await list('distribuidor2')).map((a) => a.code)).not.toContain('CAJA-01');
    expect((await list('admin')).find((a) => a.code === 'CAJA-01')!.editable).toBe(true);

    const rename = (who: string) =>
      k.call(who, {
        method: 'PUT',
        url: pathOf(updateAccount, { id: account.id }),
        payload: { code: 'CAJA-01', name: 'Caja' },
      });
    expect((await rename('distribuidor2')).statusCode).toBe(404);
    expect((await rename('agencia')).statusCode).toBe(404);
    const renamed = await rename('admin');
    expect(renamed.json()).toMatchObject({ name: 'Caja', description: '' });
  });

  it('refuses a duplicate code, a blank name and a system account’s change, in Spanish on the field', async () => {
    const before = await accountCount();
    const duplicate = await create('distribuidor', { code: 'caja-01', name: 'Otra' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual([{ field: 'code', message: 'Ya existe una cuenta con ese código.' }]);
    const blank = await create('distribuidor', { code: 'X1', name: '  ' });
    expect(blank.json().fields).toContainEqual({ field: 'name', message: 'El nombre es obligatorio.' });
    const bad = await create('distribuidor', { code: 'con espacio', name: 'Mala' });
    expect(bad.json().fields[0].field).toBe('code');
    expect(await accountCount()).toBe(before);
    const system = await k.systemAccount('PAGOS');
    const change = await k.call('admin', {
      method: 'PUT',
      url: pathOf(updateAccount, { id: system }),
      payload: { code: 'P', name: 'P' },
    });
    expect(change.statusCode).toBe(404);
  });

  it('deletes an unused account, keeps a used one, and exports the chart', async () => {
    const spare = (await create('agencia', { code: 'TMP', name: 'Temporal' })).json<Account>();
    const used = (await list('distribuidor')).find((a) => a.code === 'CAJA-01')!;
    await k.db.execute(
      sql`SELECT banca_post_entry('2026-11-20', ${used.id}, ${k.p.DCE}, ${k.p.ACE1}, 'BS', 100, 'MANUAL', 'MANUAL', 'x', NULL)`,
    );
    const remove = (who: string, id: number) => k.call(who, { method: 'DELETE', url: pathOf(deleteAccount, { id }) });
    expect((await remove('distribuidor2', spare.id)).statusCode).toBe(404);
    expect((await remove('agencia', spare.id)).statusCode).toBe(200);
    const kept = await remove('distribuidor', used.id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('La cuenta tiene asientos o pagos: no se borra, se desactiva.');
    const file = await k.call('agencia', { method: 'POST', url: exportAccounts.path, payload: { format: 'csv' } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Liquidación diaria');
    expect(file.body).not.toContain('Temporal');
  });
});
