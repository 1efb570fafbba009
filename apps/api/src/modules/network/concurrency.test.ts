import * as contracts from '@banca/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { networkTestKit, partnerBody } from '../../../test/kits/network-test-kit';
import { pathOf } from '../../../test/paths';

const k = networkTestKit();

describe('changes that race', () => {
  it('creates a name only once when two requests ask for it at the same time', async (context) => {
    if (!k.realPostgres) context.skip();
    // Under different parents: the parent's row lock does not serialise them, only the name lock.
    const parents = await Promise.all(['BVE', 'DCE', 'DOR', 'DVA'].map((code) => k.partner(code)));
    await k.as('admin', 'GET', `${pathOf(contracts.listDistributors)}?per_page=1`); // signed in before the race
    const answers = await Promise.all(
      parents.map((parent, i) =>
        k.as(
          'admin',
          'POST',
          pathOf(contracts.createDistributor),
          partnerBody({ code: `DRA${i}`, name: 'Distribuidora Carrera', parent_id: parent.id }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [row] = await k.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partners)
      .where(eq(sql`lower(${partners.name})`, 'distribuidora carrera'));
    expect(row?.n).toBe(1);
  });

  it('never lets two crossed moves make a cycle', async (context) => {
    if (!k.realPostgres) context.skip();
    const bve = await k.partner('BVE');
    const body = (code: string, name: string, parentId: number) => partnerBody({ code, name, parent_id: parentId });
    const create = async (code: string, name: string) =>
      (await k.as('admin', 'POST', pathOf(contracts.createDistributor), body(code, name, bve.id))).json();
    const moveUnder = (id: number, code: string, name: string, parentId: number) =>
      k.as('admin', 'PUT', pathOf(contracts.updateDistributor, { id }), body(code, name, parentId));
    const a = await create('DXA', 'Distribuidora Cruce A');
    const b = await create('DXB', 'Distribuidora Cruce B');
    const [aUnderB, bUnderA] = await Promise.all([
      moveUnder(a.id, 'DXA', 'Distribuidora Cruce A', b.id),
      moveUnder(b.id, 'DXB', 'Distribuidora Cruce B', a.id),
    ]);
    expect([aUnderB.statusCode, bUnderA.statusCode].filter((status) => status === 200)).toHaveLength(1);
    expect([aUnderB.statusCode, bUnderA.statusCode].sort()[1]).toBeOneOf([409, 422]);
    const [rowA, rowB] = [await k.partner('DXA'), await k.partner('DXB')];
    // Exactly one hangs under the other, and both still hang from the banca.
    expect(rowA.path.startsWith(bve.path) && rowB.path.startsWith(bve.path)).toBe(true);
    expect(rowA.path.startsWith(rowB.path) !== rowB.path.startsWith(rowA.path)).toBe(true);
  });
});
