import fc from 'fast-check';

/*
 * A random business of several days, as a plan: what the books-agree test writes through the
 * product (books-write-test-kit.ts) and then checks every figure against (books-direct-test-kit.ts).
 * Partners and products are indices into the demo network's lists, so one seed always gives the
 * same business on the same demo data.
 */

/** The demo's products, by name, and the numbers its plays and results are drawn from. */
export const PRODUCTS = ['Lotto Activo', 'La Granjita', 'Triple Caracas', 'Triple Zulia'] as const;
export const ANIMAL_NUMBERS = ['0', '7', '12', '36'] as const;
export const TRIPLES = ['123', '777', '505'] as const;
/** Signs a signed play or result takes (few, so that some win). */
export const SIGNS = [1, 2] as const;

/** Play amounts, in minor units, per currency: odd ones, so that percentages leave fractions. */
export const AMOUNT_RANGES: Record<string, readonly [number, number]> = {
  BS: [100, 60_000],
  USD: [25, 2_500],
  COP: [50_000, 3_000_000],
};

export interface PlannedPlay {
  product: number;
  /** Index into the product's bet types (ordered by id). */
  betType: number;
  /** Index into the numbers of that bet type. */
  number: number;
  sign: number;
  /** A fraction of the currency's range, 0–1 000. */
  amount: number;
}

export interface PlannedTicket {
  taquilla: number;
  day: number;
  terminal: boolean;
  plays: PlannedPlay[];
  /** Annulled before the draws are awarded, or after the first settlement (a late annulment). */
  annul: 'no' | 'early' | 'late';
  /** A prize, if it wins, paid. */
  pay: boolean;
  /** A prize, if it wins and is not paid, left to expire (its validity runs out). */
  expire: boolean;
  /** The hour of the banca's day it is sold in. */
  hour: number;
}

export interface PlannedRate {
  /** Index into the agencies and distributors. */
  partner: number;
  product: number;
  /** null: the product's row; else an index into its bet types. */
  betType: number | null;
  /** Hundredths of a percent. */
  commission: number;
  extra: number;
  /** A cap as a fraction of the currency's range (× 10), or none. */
  max: number | null;
  participation: number | null;
}

export interface PlannedResult {
  day: number;
  product: number;
  number: number;
  sign: number;
  /** A first, wrong result, awarded and then corrected (before any prize is paid). */
  corrected: boolean;
}

export interface PlannedEntry {
  /** Index into the agencies and distributors: the entry is between it and its parent. */
  partner: number;
  day: number;
  amount: number;
  towardsParent: boolean;
  reversed: boolean;
}

/** One day at the cash window of a taquilla (books-cash-test-kit.ts). */
export interface PlannedCashDay {
  fund: number;
  sales: { amount: number; yesterday: boolean; annul: boolean }[];
  prizesPaid: number;
  incomes: number[];
  outcomes: number[];
  reload: number | null;
}

/**
 * How far a register (arqueo) goes: left open, counted, sent, sent back (RETURNED), approved, or
 * sent back, counted again, sent again and approved.
 */
export const REGISTER_PATHS = ['open', 'counted', 'sent', 'returned', 'approved', 'returned-approved'] as const;
export type RegisterPath = (typeof REGISTER_PATHS)[number];

/** A register of one of the demo agency's taquillas on one day (`days`: today) (books-registers-test-kit.ts). */
export interface PlannedRegister {
  taquilla: number;
  day: number;
  path: RegisterPath;
  /** What is counted, as a fraction of the currency's range; the second count after a return. */
  counted: number;
  recounted: number;
}

/** Today's polla (books-polla-test-kit.ts): its price and tickets, some annulled. */
export interface PlannedPolla {
  price: number;
  tickets: { pick: number; annul: boolean }[];
}

export interface BusinessPlan {
  days: number;
  cash: PlannedCashDay;
  registers: PlannedRegister[];
  polla: PlannedPolla;
  /** Payments of the demo agency to its payee: confirmed or rejected. */
  payments: { day: number; amount: number; confirm: boolean }[];
  rates: PlannedRate[];
  tickets: PlannedTicket[];
  results: PlannedResult[];
  entries: PlannedEntry[];
}

const play: fc.Arbitrary<PlannedPlay> = fc.record({
  product: fc.nat(PRODUCTS.length - 1),
  betType: fc.nat(3),
  number: fc.nat(3),
  sign: fc.constantFrom(...SIGNS),
  amount: fc.integer({ min: 0, max: 1_000 }),
});

const hundredths = (max: number) => fc.integer({ min: 0, max });

export function businessPlan(size: { tickets: number } = { tickets: 40 }): fc.Arbitrary<BusinessPlan> {
  return fc.integer({ min: 2, max: 4 }).chain((days) =>
    fc.record({
      days: fc.constant(days),
      payments: fc.array(fc.record({ day: fc.nat(days - 1), amount: fc.nat(1_000), confirm: fc.boolean() }), {
        maxLength: 3,
      }),
      registers: fc.array(
        fc.record({
          taquilla: fc.nat(5),
          day: fc.nat(days),
          path: fc.constantFrom(...REGISTER_PATHS),
          counted: fc.nat(1_000),
          recounted: fc.nat(1_000),
        }),
        { minLength: 2, maxLength: 5 },
      ),
      polla: fc.record({
        price: fc.nat(1_000),
        tickets: fc.array(fc.record({ pick: fc.nat(3), annul: fc.boolean() }), { maxLength: 4 }),
      }),
      cash: fc.record({
        fund: fc.integer({ min: 0, max: 1_000 }),
        sales: fc.array(fc.record({ amount: fc.nat(1_000), yesterday: fc.boolean(), annul: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        prizesPaid: fc.nat(3),
        incomes: fc.array(fc.nat(1_000), { maxLength: 2 }),
        outcomes: fc.array(fc.nat(1_000), { maxLength: 2 }),
        reload: fc.option(fc.nat(1_000), { nil: null }),
      }),
      rates: fc.array(
        fc.record({
          partner: fc.nat(40),
          product: fc.nat(PRODUCTS.length - 1),
          betType: fc.option(fc.nat(3), { nil: null, freq: 2 }),
          commission: hundredths(2_500),
          extra: fc.oneof(fc.constant(0), hundredths(500)),
          max: fc.option(fc.integer({ min: 1, max: 400 }), { nil: null, freq: 3 }),
          participation: fc.option(hundredths(5_000), { nil: null, freq: 2 }),
        }),
        { minLength: 4, maxLength: 30 },
      ),
      tickets: fc.array(
        fc.record({
          taquilla: fc.nat(200),
          day: fc.nat(days - 1),
          terminal: fc.boolean(),
          plays: fc.array(play, { minLength: 1, maxLength: 4 }),
          annul: fc.constantFrom('no', 'no', 'no', 'no', 'early', 'late') as fc.Arbitrary<PlannedTicket['annul']>,
          pay: fc.boolean(),
          expire: fc.boolean(),
          hour: fc.integer({ min: 6, max: 20 }),
        }),
        { minLength: Math.ceil(size.tickets / 2), maxLength: size.tickets },
      ),
      results: fc.array(
        fc.record({
          day: fc.nat(days - 1),
          product: fc.nat(PRODUCTS.length - 1),
          number: fc.nat(3),
          sign: fc.constantFrom(...SIGNS),
          corrected: fc.boolean(),
        }),
        { minLength: 2, maxLength: 12 },
      ),
      entries: fc.array(
        fc.record({
          partner: fc.nat(40),
          day: fc.nat(days - 1),
          amount: fc.integer({ min: 1, max: 1_000 }),
          towardsParent: fc.boolean(),
          reversed: fc.boolean(),
        }),
        { maxLength: 6 },
      ),
    }),
  );
}

/** The plan of one seed: always the same for the same seed. */
export function planOf(seed: number, size?: { tickets: number }): BusinessPlan {
  const [plan] = fc.sample(businessPlan(size), { seed, numRuns: 1 });
  return plan!;
}

/** A play's amount in minor units of its currency. */
export function amountOf(currency: string, fraction: number): bigint {
  const [min, max] = AMOUNT_RANGES[currency] ?? [100, 10_000];
  return BigInt(min + Math.floor(((max - min) * fraction) / 1_000));
}

/** A commission cap in minor units of the partner's currency. */
export function capOf(currency: string, fraction: number): bigint {
  const [min] = AMOUNT_RANGES[currency] ?? [100, 10_000];
  return BigInt(min * fraction) / 10n + 1n;
}

/**
 * The number a play of this bet type is on: animalitos from a few symbols, triples from a few
 * triples, terminals their last two digits (so that a result of a triple product pays both).
 */
export function numberOf(betTypeCode: string, index: number): string {
  if (betTypeCode === 'ANIMALITO') return ANIMAL_NUMBERS[index % ANIMAL_NUMBERS.length]!;
  const triple = TRIPLES[index % TRIPLES.length]!;
  return betTypeCode.startsWith('TERMINAL') ? triple.slice(1) : triple;
}
