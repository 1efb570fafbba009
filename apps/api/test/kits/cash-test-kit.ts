import { pathOf, type CashMovement, type CashRegister, type CashRegisterItem, type CashRegisterItemPage, type EndpointContract } from '@banca/contracts';
import * as contracts from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { resultsTestKit } from './results-test-kit';

/**
 * What the cash tests share: the results kit (app, demo users, tickets written into the tables)
 * plus taquillas by code, sales on a chosen business date, annulments, and the cash calls.
 */
export function cashTestKit() {
  const kit = resultsTestKit();
  const partnerIds = new Map<string, number>();
  let occurrence: number | null = null;

  const call = async <T>(
    who: string,
    contract: EndpointContract,
    payload?: object,
    query?: Record<string, string | number>,
    params: Record<string, number> = {},
  ) => {
    const search = query ? `?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])))}` : '';
    const answer = await kit.as(who, contract.method, `${pathOf(contract, params)}${search}`, payload);
    return { status: answer.statusCode, body: answer.json() as T & { code?: string; message?: string; fields?: { field: string; message: string }[] } };
  };

  const cash = {
    kit,
    call,
    async partner(code: string): Promise<number> {
      if (!partnerIds.has(code)) {
        const [row] = await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = ${code}`);
        partnerIds.set(code, row!.id);
      }
      return partnerIds.get(code)!;
    },
    /** The banca's business date today, moved by `days`. */
    async day(days = 0): Promise<string> {
      const [row] = await kit.rows<{ d: string }>(
        sql`SELECT ((now() AT TIME ZONE timezone)::date + ${days}::int)::text AS d FROM banca_settings
             WHERE partner_id = (SELECT id FROM partners WHERE code = 'BVE')`,
      );
      return row!.d;
    },
    /** A ticket sold at the taquilla for `amount`, on the business date `days` from today. */
    async sale(taquilla: string, amount: string, days = 0) {
      occurrence ??= await kit.occurrence('Lotto Activo', '16:00');
      const ticket = await kit.ticket(taquilla, [{ occurrence, betType: 'ANIMALITO', number: '7', amount, multiplier: '30' }]);
      await kit.db.execute(sql`UPDATE tickets SET business_date = ${await cash.day(days)}::date WHERE id = ${ticket.id}`);
      return ticket;
    },
    async annul(ticketId: number) {
      await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${ticketId}`);
    },
    open: (who: string, body: object = {}) => call<CashRegister>(who, contracts.createCashRegister, body),
    register: (who: string, id: number) => call<CashRegister>(who, contracts.getCashRegister, undefined, { cash_register_id: id }),
    /** One page of a register's movements, with the register's totals. */
    itemsPage: (who: string, id: number, page: { page?: number; per_page?: number } = {}) =>
      call<CashRegisterItemPage>(who, contracts.listCashRegisterItems, undefined, { cash_register_id: id, ...page }),
    /** Every movement a register counts, page after page. */
    async items(who: string, id: number): Promise<{ status: number; body: CashRegisterItem[] }> {
      const all: CashRegisterItem[] = [];
      for (let page = 1; ; page++) {
        const answer = await cash.itemsPage(who, id, { page, per_page: 500 });
        if (answer.status !== 200) return { status: answer.status, body: [] };
        all.push(...answer.body.data);
        if (all.length >= answer.body.total || answer.body.data.length === 0) return { status: 200, body: all };
      }
    },
    income: (who: string, body: object) =>
      call<CashMovement>(who, contracts.createIncome, { payment_method: 'EFECTIVO', currency: 'BS', reference: `R-${Math.random()}`, ...body }),
    outcome: (who: string, body: object) =>
      call<CashMovement>(who, contracts.createOutcome, { payment_method: 'EFECTIVO', currency: 'BS', expense_type: 'GASTO_OPERATIVO', ...body }),
    step: (who: string, contract: EndpointContract, id: number, extra: object = {}) =>
      call<CashRegister>(who, contract, { cash_register_id: id, ...extra }),
    /** The expected amount of a line of a register. */
    line: (register: CashRegister, method = 'EFECTIVO') => register.lines.find((line) => line.payment_method === method),
  };
  return cash;
}
