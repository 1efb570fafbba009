import { formatDay, formatMoney, formatPercent } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UseCaseContext } from '../../lib/use-case';
import { tellRegisterChanged } from './tell-cash';
import { resultsTestKit } from '../../../test/kits/results-test-kit';

/** What people read is written by the screens' formatters: days dd/mm/aaaa, money with its symbol. */
const kit = resultsTestKit();

describe('the one formatter', () => {
  it('writes days, money and percentages as the screens do', () => {
    expect(formatDay('2026-11-26')).toBe('26/11/2026');
    expect(formatMoney(123456n, 'BS')).toBe('Bs 1.234,56');
    expect(formatMoney('100000', 'COP')).toBe('$ 1.000');
    expect(formatPercent('40.00')).toBe('40,00 %');
    expect(formatPercent('12.5')).toBe('12,5 %');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('a cash register sent back', () => {
  it('names the day as dd/mm/aaaa and the currency as the screens, never its code', async () => {
    const [taquilla] = await kit.rows<{ id: number; name: string }>(
      sql`SELECT p.id, p.name FROM partners p WHERE p.code = 'ACE1-T1'`,
    );
    const [agency] = await kit.rows<{ id: number }>(sql`SELECT id FROM users WHERE username = 'agencia'`);
    const register = {
      change: 'RETURNED',
      taquillaId: taquilla!.id,
      taquillaName: taquilla!.name,
      businessDate: '2026-11-26',
      currency: 'BS',
      observation: 'Falta el comprobante',
    } as const;
    await kit.db.transaction(async (db) => {
      const tx = { db, principal: { id: agency!.id } } as unknown as UseCaseContext;
      await tellRegisterChanged(tx, register);
    });
    const [told] = await kit.rows<{ body: string }>(
      sql`SELECT n.body FROM notifications n JOIN users u ON u.id = n.user_id
           WHERE u.username = 'taquilla' AND n.kind = 'CASH_REGISTER_RETURNED' ORDER BY n.id DESC LIMIT 1`,
    );
    expect(told!.body).toBe(
      `El arqueo de ${taquilla!.name} del 26/11/2026 en Bolivares (Bs) fue devuelto: Falta el comprobante`,
    );
  });
});
