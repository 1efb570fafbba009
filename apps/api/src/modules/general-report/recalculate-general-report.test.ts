import { listGeneralReport, recalculateGeneralReport, type GeneralReportPage } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, DAY_BEFORE, generalReportKit, writeScenario } from '../../../test/kits/general-report-test-kit';

const kit = generalReportKit();

beforeAll(() => writeScenario(kit));

const recalculate = (username: string, body: Record<string, string> = { from_date: DAY, to_date: DAY }) =>
  kit.call(username, { method: 'POST', url: recalculateGeneralReport.path, payload: body });

async function taquillaSales(username = 'admin'): Promise<Record<string, string>> {
  const answer = await kit.call(username, {
    method: 'GET',
    url: listGeneralReport.path,
    query: { from_date: DAY, to_date: DAY, level: 'TAQUILLA', currency: username === 'admin.pa' ? 'USD' : 'BS' },
  });
  const page = answer.json<GeneralReportPage>();
  return Object.fromEntries(page.data.map((row) => [row.partner_code, row.sales]));
}

/** Spoils one rollup row of a taquilla on DAY, as a bug or a hand edit could. */
async function tamper(taquilla: string, by: number) {
  await kit.db.execute(sql`
    UPDATE daily_rollups SET sold_amount = sold_amount + ${by}
     WHERE ctid = (SELECT r.ctid FROM daily_rollups r JOIN partners p ON p.id = r.taquilla_id
                    WHERE p.code = ${taquilla} AND r.business_date = ${DAY}::date LIMIT 1)`);
}

const rollupRows = () => kit.rows<{ row: string }>(sql`SELECT r::text AS row FROM daily_rollups r ORDER BY 1`);

describe('POST /api/v2/admin/reports/general/recalculate', () => {
  it('restores the exact figures after a rollup row was spoiled, audited, and changes nothing when run again', async () => {
    const right = await taquillaSales();
    expect(right).toMatchObject({ 'ACE1-T1': '2500', 'ACE2-T1': '4000' });
    await tamper('ACE2-T1', 12345);
    expect((await taquillaSales())['ACE2-T1']).toBe('16345');
    const [missing] = await kit.rows<{ n: number }>(sql`
      WITH gone AS (DELETE FROM daily_rollups WHERE taquilla_id = (SELECT id FROM partners WHERE code = 'AOR1-T1') RETURNING 1)
      SELECT count(*)::int AS n FROM gone`);

    const answer = await recalculate('admin');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ from_date: DAY, to_date: DAY, days: 1, changed: true });
    expect(body.rows_after.daily).toBe(body.rows_before.daily + missing!.n);
    expect(await taquillaSales()).toEqual(right);

    const [audit] = await kit.rows<{
      role: string;
      entity_id: string;
      before: { rows: unknown };
      after: { changed: boolean };
    }>(
      sql`SELECT role, entity_id, before, after FROM audit_log WHERE action = 'RECALCULATE' AND entity = 'sales_rollups'
           ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      role: 'ADMIN_BANCA',
      entity_id: String(await kit.partnerId('BVE')),
      before: { rows: body.rows_before },
      after: { changed: true },
    });

    const rows = await rollupRows();
    const again = (await recalculate('admin')).json();
    expect(again).toMatchObject({ changed: false, rows_before: body.rows_after, rows_after: body.rows_after });
    expect(await rollupRows()).toEqual(rows);
  });

  it('rebuilds only the caller’s banca and only the days asked', async () => {
    await tamper('APA1-T1', 1);
    await kit.db.execute(
      sql`UPDATE daily_rollups SET sold_amount = sold_amount + 5 WHERE business_date = ${DAY_BEFORE}::date`,
    );
    expect((await recalculate('admin')).json().changed).toBe(false);
    expect((await taquillaSales('admin.pa'))['APA1-T1']).toBe('5001');
    const [before] = await kit.rows<{ sold: string }>(
      sql`SELECT sum(sold_amount)::text AS sold FROM daily_rollups WHERE business_date = ${DAY_BEFORE}::date`,
    );
    expect(before!.sold).toBe('1004');
    expect((await recalculate('admin', { from_date: DAY_BEFORE, to_date: DAY })).json()).toMatchObject({
      days: 2,
      changed: true,
    });
    expect((await recalculate('admin.pa')).json().changed).toBe(true);
    expect((await taquillaSales('admin.pa'))['APA1-T1']).toBe('5000');
  });

  it('is refused to every role but the banca’s administrator, and then changes nothing', async () => {
    await tamper('ACE2-T1', 7);
    const rows = await rollupRows();
    for (const username of ['supervisor', 'distribuidor', 'agencia', 'taquilla']) {
      expect((await recalculate(username)).statusCode, username).toBe(403);
    }
    expect(await rollupRows()).toEqual(rows);
    expect((await recalculate('admin')).json().changed).toBe(true);
  });

  it('refuses a period in the wrong order or longer than 366 days, on its field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from_date: DAY, to_date: DAY_BEFORE }, 'to_date', 'La fecha final no puede ser anterior a la inicial.'],
      [{ from_date: '2025-01-01', to_date: '2026-01-02' }, 'to_date', 'El período no puede pasar de 366 días.'],
      [{ from_date: DAY }, 'to_date', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await recalculate('admin', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields).toEqual([{ field, message }]);
    }
  });
});
