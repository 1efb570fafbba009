import { z } from 'zod';
import { rule } from './access';
import { ZBetTypeCode } from './catalogue-base';
import { COUNTRY_CODES } from './countries';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency, ZMinorUnits } from './money';
import { REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';

/**
 * The bet reports of balance-report › betsDailyReports: what was played per draw and number on a
 * day (daily-bets), one number across draws and days (bet-number), and the daily plays of each
 * Panamá taquilla (daily-terminal-pa-bets). They read the sales rollups, never the plays: every
 * figure is of the ticket's business date (the banca's local day of the sale), of the caller's
 * subtree (or of `partner_id` inside it; outside it is 404), one currency per row and per total.
 * Amounts are net of annulments (sold − annulled), plays count the plays of tickets not annulled,
 * and a prize is what the plays won as awarded now.
 */

/** Who reads them: the report roles of the screens table (A, S, D, T). */
export const BET_REPORT_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR', 'ADMIN_TAQUILLA'] as const;
/** The longest period of a report by days (bet-number, daily-terminal-pa-bets), both ends included. */
export const MAX_BET_REPORT_DAYS = 366;
/** The country whose taquillas daily-terminal-pa-bets lists (their banca's country). */
export const TERMINAL_BETS_COUNTRY = 'PA';
/**
 * Who is shown the Panamá view: the report roles whose own partner is in Panamá. A partner's
 * country comes from its banca's, so these are the callers whose subtree holds Panamá taquillas.
 */
export const TERMINAL_PA_BETS_VIEW = rule(BET_REPORT_ROLES, {
  deniedCountries: COUNTRY_CODES.filter((country) => country !== TERMINAL_BETS_COUNTRY),
});

/** A played number without its sign: it matches the plays of that number with any sign or none. */
export const ZPlayedNumber = z
  .string({ error: 'El número es obligatorio.' })
  .trim()
  .regex(/^\d{1,3}$/, { error: 'El número debe tener de 1 a 3 dígitos.' });

const optionalId = (label: string) => zTextId(label).optional();

/** The narrowing filters every bet report shares. */
const catalogueFilters = {
  product_id: optionalId('El producto'),
  /** Inside the caller's subtree; a partner outside it is 404. */
  partner_id: optionalId('El asociado'),
  currency: ZCurrency.optional(),
};

/** The filters of the reports by number: a draw, a bet type, and the catalogue's. */
const numberFilters = {
  draw_id: optionalId('El sorteo'),
  bet_type: ZBetTypeCode.optional(),
  ...catalogueFilters,
};

/** The draw occurrence a row is about, with the names a person reads. */
const occurrenceFields = {
  occurrence_id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  /** The draw's date (its lottery's calendar day). */
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  lottery_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  bet_type: ZBetTypeCode,
  bet_type_name: z.string(),
  /** The number as played: with `/sign` for the "con signo" plays. */
  number: z.string(),
  currency: ZCurrency,
};

/** Net amount, plays not annulled, and the prizes the plays won. */
const playFigures = {
  amount: ZMinorUnits,
  plays: z.number().int(),
  prize: ZMinorUnits,
  /** Plays with a prize. */
  prize_plays: z.number().int(),
};

const totalsOfPlays = {
  amount: ZMinorUnits,
  plays: z.number().int(),
  prize: ZMinorUnits,
  prize_plays: z.number().int(),
};

// ── daily-bets ──────────────────────────────────────────────────────────────────────────────

/** One number of one draw on the day: what was played on it and what it would pay. */
export const ZDailyBet = z.object({
  ...occurrenceFields,
  ...playFigures,
  /** The product's multiplier of the bet type now (the one the sale engine applies); null if it has none. */
  multiplier: z.string().nullable(),
  /** What the number pays if it comes out: amount × multiplier, rounded half up to the minor unit. */
  payout: ZMinorUnits.nullable(),
  /** The draw has been awarded: `prize` is final unless the result is corrected. */
  awarded: z.boolean(),
});
export type DailyBet = z.infer<typeof ZDailyBet>;

export const ZDailyBetsQuery = zListQueryOf(
  ['amount', 'plays', 'payout', 'prize', 'number', 'draw_time', 'product_name'],
  {
    /** The business date; today in the caller's zone when absent. */
    date: ZIsoDate.optional(),
    number: ZPlayedNumber.optional(),
    ...numberFilters,
  },
);
export type DailyBetsQuery = z.input<typeof ZDailyBetsQuery>;

export const ZDailyBetsPage = zReportPage(ZDailyBet, totalsOfPlays);
export type DailyBetsPage = z.infer<typeof ZDailyBetsPage>;

export const [listDailyBets, exportDailyBets] = reportEndpointsOf({
  path: '/api/v2/admin/reports/daily-bets',
  summary: 'Jugadas del día por sorteo y número: monto, jugadas, pago si sale y premio (mayor monto primero)',
  access: rule(BET_REPORT_ROLES),
  query: ZDailyBetsQuery,
  page: ZDailyBetsPage,
});

// ── bet-number ──────────────────────────────────────────────────────────────────────────────

/** One number on one day and draw. */
export const ZBetNumberRow = z.object({
  /** The business date of the sales. */
  business_date: z.string(),
  ...occurrenceFields,
  ...playFigures,
});
export type BetNumberRow = z.infer<typeof ZBetNumberRow>;

export const ZBetNumberQuery = zListQueryOf(['business_date', 'draw_time', 'amount', 'plays', 'prize'], {
  number: ZPlayedNumber,
  ...REPORT_PERIOD_FILTERS,
  ...numberFilters,
});
export type BetNumberQuery = z.input<typeof ZBetNumberQuery>;

export const ZBetNumberPage = zReportPage(ZBetNumberRow, totalsOfPlays);
export type BetNumberPage = z.infer<typeof ZBetNumberPage>;

export const [listBetNumber, exportBetNumber] = reportEndpointsOf({
  path: '/api/v2/admin/reports/bet-number',
  summary: `Un número por día y sorteo: monto, jugadas y premios (hasta ${MAX_BET_REPORT_DAYS} días, el más reciente primero)`,
  access: rule(BET_REPORT_ROLES),
  query: ZBetNumberQuery,
  page: ZBetNumberPage,
});

// ── daily-terminal-pa-bets ──────────────────────────────────────────────────────────────────

/** One Panamá taquilla's plays of one product on one day. */
export const ZTerminalPaBet = z.object({
  business_date: z.string(),
  taquilla_id: z.number().int(),
  taquilla_code: z.string(),
  taquilla_name: z.string(),
  agency_name: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  currency: ZCurrency,
  ...playFigures,
});
export type TerminalPaBet = z.infer<typeof ZTerminalPaBet>;

export const ZDailyTerminalPaBetsQuery = zListQueryOf(
  ['business_date', 'taquilla_name', 'product_name', 'plays', 'amount', 'prize'],
  { ...REPORT_PERIOD_FILTERS, ...catalogueFilters },
);
export type DailyTerminalPaBetsQuery = z.input<typeof ZDailyTerminalPaBetsQuery>;

export const ZDailyTerminalPaBetsPage = zReportPage(ZTerminalPaBet, totalsOfPlays);
export type DailyTerminalPaBetsPage = z.infer<typeof ZDailyTerminalPaBetsPage>;

/**
 * Open to every report role: the rows are the taquillas of Panamá bancas inside the caller's
 * subtree, so a caller whose part of the network has none (a Venezuelan distributor) gets an
 * empty answer, as for any report of a part of the network without sales; never a 403.
 */
export const [listDailyTerminalPaBets, exportDailyTerminalPaBets] = reportEndpointsOf({
  path: '/api/v2/admin/reports/daily-terminal-pa-bets',
  summary:
    'Jugadas diarias por taquilla de Panamá y producto: jugadas, monto y premios (vacío si su red no tiene taquillas de Panamá)',
  access: rule(BET_REPORT_ROLES),
  query: ZDailyTerminalPaBetsQuery,
  page: ZDailyTerminalPaBetsPage,
});

export const betReportEndpoints = [
  listDailyBets,
  exportDailyBets,
  listBetNumber,
  exportBetNumber,
  listDailyTerminalPaBets,
  exportDailyTerminalPaBets,
] as const;
