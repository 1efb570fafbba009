import type { CashRegister, CashRegisterLine } from '@banca/contracts';
import type { Db } from '../../db/client';
import { pendingCounts, registerTerms, type RegisterRow, type RegisterTerm } from './register-repository';

const TERMS = ['fund', 'sales', 'annulments', 'prizes', 'incomes', 'outcomes', 'reloads'] as const;

/** The formula, per payment method: fund + sales − annulments − prizes + incomes − outcomes + reloads. */
export function expectedOf(terms: Record<(typeof TERMS)[number], bigint>): bigint {
  return terms.fund + terms.sales - terms.annulments - terms.prizes + terms.incomes - terms.outcomes + terms.reloads;
}

/** The lines of one register from its terms: one per payment method that has any figure. */
export function linesOf(terms: readonly RegisterTerm[]): CashRegisterLine[] {
  const byMethod = new Map<string, Record<RegisterTerm['term'], bigint | null>>();
  for (const term of terms) {
    const line = byMethod.get(term.method) ?? { fund: 0n, sales: 0n, annulments: 0n, prizes: 0n, incomes: 0n, outcomes: 0n, reloads: 0n, counted: null };
    line[term.term] = (line[term.term] ?? 0n) + term.amount;
    byMethod.set(term.method, line);
  }
  return [...byMethod.entries()]
    .sort(([a], [b]) => (a === 'EFECTIVO' ? -1 : b === 'EFECTIVO' ? 1 : a.localeCompare(b)))
    .map(([method, line]) => {
      const amounts = Object.fromEntries(TERMS.map((term) => [term, line[term] ?? 0n])) as Record<(typeof TERMS)[number], bigint>;
      const expected = expectedOf(amounts);
      return {
        payment_method: method,
        opening_fund: amounts.fund.toString(),
        sales: amounts.sales.toString(),
        annulments: amounts.annulments.toString(),
        prizes: amounts.prizes.toString(),
        incomes: amounts.incomes.toString(),
        outcomes: amounts.outcomes.toString(),
        reloads: amounts.reloads.toString(),
        expected: expected.toString(),
        counted: line.counted === null ? null : line.counted.toString(),
        difference: line.counted === null ? null : (line.counted - expected).toString(),
      };
    });
}

const sum = (values: (string | null)[]) => values.reduce((total, value) => total + BigInt(value ?? 0), 0n);

/** Registers as the API answers them, each with its lines and totals (one currency each). */
export async function registerViews(db: Db, registers: readonly RegisterRow[]): Promise<CashRegister[]> {
  const terms = await registerTerms(db, registers.map((register) => register.id));
  const pending = await pendingCounts(db, registers);
  return registers.map((register) => {
    const lines = linesOf(terms.filter((term) => term.registerId === register.id));
    const countedAny = lines.some((line) => line.counted !== null);
    const expected = sum(lines.map((line) => line.expected));
    const counted = countedAny ? sum(lines.map((line) => line.counted)) : null;
    return {
      id: register.id,
      taquilla_id: register.taquillaId,
      taquilla_name: register.taquillaName,
      agency_name: register.agencyName,
      business_date: register.businessDate,
      sequence: register.sequence,
      currency: register.currency,
      status: register.status,
      observation: register.observation,
      sent_at: register.sentAt?.toISOString() ?? null,
      approved_at: register.approvedAt?.toISOString() ?? null,
      approved_by: register.approvedBy,
      lines,
      expected: expected.toString(),
      counted: counted === null ? null : counted.toString(),
      difference: counted === null ? null : (counted - expected).toString(),
      pending_movements: pending.get(`${register.taquillaId}/${register.currency}`) ?? 0,
    };
  });
}

export async function registerView(db: Db, register: RegisterRow): Promise<CashRegister> {
  return (await registerViews(db, [register]))[0]!;
}
