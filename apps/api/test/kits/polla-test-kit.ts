import * as c from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { resultsTestKit } from './results-test-kit';

/**
 * What the polla tests share: the results kit (its own database), a polla type of Banca
 * Venezuela counting three of today's Lotto Activo draws (opened for sale), and helpers to sell,
 * read potes and award the day.
 */
/** The polla type the tests make: one pick per draw, Bs 100,00 a ticket, potes of 30 %, 12,5 % and 7,33 %. */
export const pollaTypeBody = (productId: number, drawIds: number[]) => ({
  name: 'Polla del día',
  product_id: productId,
  draw_ids: drawIds,
  picks_per_draw: 1,
  price: '10000',
  daily_first_percent: '30',
  daily_second_percent: '12.5',
  weekly_percent: '7.33',
  points_per_hit: 1,
  first_min_points: 3,
  second_min_points: 2,
  weekly_min_points: 3,
  annul_minutes: 5,
});

export function pollaTestKit() {
  const kit = resultsTestKit();
  const state = { typeId: 0, drawIds: [] as number[], occurrences: [] as number[] };

  const helpers = {
    kit,
    state,
    async createType(overrides: Partial<c.SavePollaTypeRequest> = {}) {
      const draws = await kit.rows<{ id: number; time: string }>(
        sql`SELECT d.id, to_char(d.draw_time, 'HH24:MI') AS time FROM draws d JOIN products p ON p.id = d.product_id
             WHERE p.name = 'Lotto Activo' AND to_char(d.draw_time, 'HH24:MI') IN ('10:00', '11:00', '12:00') ORDER BY d.draw_time`,
      );
      const [product] = await kit.rows<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Lotto Activo'`);
      state.drawIds = draws.map((d) => d.id);
      state.occurrences = [];
      for (const draw of draws) {
        const id = await kit.occurrence('Lotto Activo', draw.time);
        await kit.setClosed(id, false);
        state.occurrences.push(id);
      }
      const answer = await kit.as('admin', 'POST', c.savePollaType.path, {
        ...pollaTypeBody(product!.id, state.drawIds),
        ...overrides,
      });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      state.typeId = answer.json().id;
      return answer.json() as c.PollaType;
    },
    customer(n: number) {
      return {
        id_type: 'V',
        id_number: String(10_000_000 + n),
        first_name: 'María',
        last_name: `Pérez ${n}`,
        phone: '0414-555-0101',
      };
    },
    /** Sells a ticket with one animal per counted draw. */
    async sell(numbers: readonly string[], customer = 1) {
      return kit.as('polla', 'POST', c.registerPollaTicket.path, {
        polla_type_id: state.typeId,
        customer: helpers.customer(customer),
        picks: state.drawIds.map((draw_id, i) => ({ draw_id, numbers: [numbers[i]] })),
      });
    },
    /** Every pote of the type: its amounts, and the sums of its movements. */
    async potes() {
      return kit.rows<{
        id: number;
        kind: string;
        status: string;
        first: string;
        second: string;
        sum_first: string;
        sum_second: string;
      }>(
        sql`SELECT p.id, p.kind, p.status, p.first_amount::text AS first, p.second_amount::text AS second,
                   coalesce(sum(CASE m.tipo WHEN 'INGRESO' THEN m.first_amount ELSE -m.first_amount END), 0)::text AS sum_first,
                   coalesce(sum(CASE m.tipo WHEN 'INGRESO' THEN m.second_amount ELSE -m.second_amount END), 0)::text AS sum_second
              FROM polla_potes p LEFT JOIN polla_pote_movements m ON m.pote_id = p.id
             WHERE p.polla_type_id = ${state.typeId} GROUP BY p.id ORDER BY p.id`,
      );
    },
    async current(kind: 'daily' | 'weekly', who = 'admin') {
      const current = kind === 'daily' ? c.getCurrentDailyJackpot : c.getCurrentWeeklyJackpot;
      return kit.as(who, 'POST', current.path, { polla_type: state.typeId });
    },
    /**
     * The polla seller's taquilla register in BS, as its agency reads it through the cash API: the
     * cash line, and every item counted (opening the register claims nothing of the polla).
     */
    async register() {
      const [taquilla] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = 'ACE1-T2'`);
      const opened = await kit.as('agencia', 'POST', c.createCashRegister.path, {
        taquilla_id: taquilla!.id,
        currency: 'BS',
      });
      if (opened.statusCode !== 200) throw new Error(opened.body);
      const id = (opened.json() as c.CashRegister).id;
      const query = `?cash_register_id=${id}`;
      const register = (await kit.as('agencia', 'GET', `${c.getCashRegister.path}${query}`)).json() as c.CashRegister;
      const items = (await kit.as('agencia', 'GET', `${c.listCashRegisterItems.path}${query}&per_page=500`)).json()
        .data as c.CashRegisterItem[];
      const of = (serial: string) =>
        items.filter((item) => item.detail.includes(serial)).map((item) => [item.kind, item.amount, item.detail]);
      return { register, cash: register.lines.find((line) => line.payment_method === 'EFECTIVO')!, items, of };
    },
    /** Asks the cash API to annul a register item (`INGRESO-<id>`, `EGRESO-<id>`, `PREMIO-<id>`). */
    async annulCashItem(who: string, itemCode: string) {
      const [kind, id] = itemCode.split('-');
      return kit.as(who, 'DELETE', (kind === 'INGRESO' ? c.deleteIncome : c.deleteOutcome).path.replace(':id', id!));
    },
    /** The counted draws without results again (for another type's day on the same draws). */
    async reopenDay() {
      await kit.db.execute(sql`UPDATE draw_occurrences SET result_number = NULL, resulted_at = NULL, awarded_at = NULL
                                WHERE id = ANY (${sql.raw(`ARRAY[${state.occurrences.join(',')}]`)}::int[])`);
    },
    /** Closes a counted draw and saves its result. */
    async result(index: number, number: string) {
      const id = state.occurrences[index]!;
      await kit.setClosed(id);
      const saved = await kit.as('admin', 'POST', c.saveResult.path, { occurrence_id: id, number });
      if (saved.statusCode !== 200) throw new Error(saved.body);
      return id;
    },
    /** Results for the counted draws, then each awarded (the last award scores the day). */
    async award(results: readonly string[]) {
      for (const [i, number] of results.entries()) {
        const id = await helpers.result(i, number);
        const awarded = await kit.as('admin', 'POST', c.awardRaffle.path, { occurrence_id: id });
        if (awarded.statusCode !== 200) throw new Error(awarded.body);
      }
    },
  };
  return helpers;
}
