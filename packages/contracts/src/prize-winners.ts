import { z } from 'zod';
import { rule } from './access';
import { zTextId } from './ids';
import { zListQueryOf } from './list';
import { zMoneyInput, ZCurrency, type Currency } from './money';
import { REPORT_PERIOD_FILTERS, reportEndpointsOf, zReportPage } from './report-page';

/**
 * Winner identification (anti-money-laundering): above a banca's threshold ("Identificar
 * ganadores desde", minor units of the banca's currency, null = never) a prize is paid only to an
 * identified winner — identity document, full name and phone — stored with the payment and
 * listed for the compliance officer (A, S) in «Ganadores identificados».
 *
 * The identity document is checked here and only here, by the banca's currency:
 * - **BS** (Venezuela): the cédula with its nationality letter, `V-` (Venezuelan) or `E-`
 *   (foreigner) and 6 to 9 digits (`V-12345678`; `v12345678`, `V 12.345.678` are read as
 *   `V-12345678`);
 * - **COP** (Colombia): the cédula de ciudadanía (CC), 6 to 10 digits, no letter (`1020304050`;
 *   dots and spaces are dropped);
 * - **USD** (Panamá, República Dominicana): either form above, or any document of 5 to 20 letters,
 *   digits and hyphens (`8-123-456`, `001-1234567-8`), upper-cased.
 */

/** How a document of each kind is described in messages. */
const DOCUMENT_HINTS: Record<Currency, string> = {
  BS: 'La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).',
  COP: 'La cédula de ciudadanía debe tener de 6 a 10 dígitos, sin letras (ej. 1020304050).',
  USD: 'El documento debe tener de 5 a 20 letras, dígitos o guiones.',
};

/** The document as stored: upper case, separators dropped, a Venezuelan letter followed by its hyphen. */
export function normalizeWinnerDocument(document: string, currency: Currency): string | null {
  const compact = document.trim().toUpperCase().replace(/[\s.]/g, '');
  const venezuelan = /^([VE])-?(\d{6,9})$/.exec(compact);
  if (currency === 'BS') return venezuelan ? `${venezuelan[1]}-${venezuelan[2]}` : null;
  if (currency === 'COP') return /^\d{6,10}$/.test(compact) ? compact : null;
  if (venezuelan) return `${venezuelan[1]}-${venezuelan[2]}`;
  return /^[A-Z0-9-]{5,20}$/.test(compact) && /\d/.test(compact) ? compact : null;
}

/** What is wrong with a document for a banca of this currency (null when it is valid). */
export function winnerDocumentProblem(document: string, currency: Currency): string | null {
  return normalizeWinnerDocument(document, currency) === null ? DOCUMENT_HINTS[currency] : null;
}

/**
 * The document as a receipt prints it: every character but the last four digits hidden, the
 * nationality letter kept (`V-****5678`). The receipt leaves the office in the winner's pocket;
 * the whole number stays in the payment's record, which the report shows to the banca.
 */
export function maskWinnerDocument(document: string): string {
  const prefix = /^[VE]-/.test(document) ? document.slice(0, 2) : '';
  const rest = document.slice(prefix.length);
  return `${prefix}${'*'.repeat(Math.max(0, rest.length - 4))}${rest.slice(-4)}`;
}

/**
 * The winner as the payment's request names it. The document is checked against the banca's
 * currency by the payment (the schema cannot know the banca): here only its length.
 */
export const ZPrizeWinnerInput = z.object({
  document: z
    .string({ error: 'La cédula del ganador es obligatoria.' })
    .trim()
    .min(1, { error: 'La cédula del ganador es obligatoria.' })
    .max(24, { error: 'La cédula del ganador no puede tener más de 24 caracteres.' }),
  name: z
    .string({ error: 'El nombre del ganador es obligatorio.' })
    .trim()
    .min(2, { error: 'El nombre del ganador debe tener al menos 2 caracteres.' })
    .max(120, { error: 'El nombre del ganador no puede tener más de 120 caracteres.' })
    .regex(/^\D+$/, { error: 'El nombre del ganador no puede llevar dígitos.' }),
  phone: z
    .string({ error: 'El teléfono del ganador es obligatorio.' })
    .trim()
    .transform((phone) => phone.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{10,15}$/, { error: 'El teléfono debe tener de 10 a 15 dígitos (con + opcional).' })),
});
export type PrizeWinnerInput = z.input<typeof ZPrizeWinnerInput>;

/** The winner as a paid ticket shows it: the document masked (see `maskWinnerDocument`). */
export const ZPaidWinner = z.object({ document: z.string(), name: z.string(), phone: z.string() });
export type PaidWinner = z.infer<typeof ZPaidWinner>;

/**
 * The banca's threshold as the settings form sends it: minor units of the banca's currency, or
 * empty / null for never (absent: unchanged).
 */
export const ZIdentifyWinnersFromInput = z.preprocess(
  (value) => (value === '' ? null : value),
  zMoneyInput('Identificar ganadores desde').nullable(),
);

/** Who reads «Ganadores identificados»: the banca's administrator and supervisor (compliance). */
export const IDENTIFIED_WINNER_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;

export const IDENTIFIED_WINNER_SORTABLE = ['paid_at', 'amount', 'name', 'taquilla_name'] as const;

export const ZIdentifiedWinnersQuery = zListQueryOf(IDENTIFIED_WINNER_SORTABLE, {
  /** Business dates of the payment, inclusive; today in the caller's zone when absent. */
  ...REPORT_PERIOD_FILTERS,
  /** Narrows to an agency's (or any partner's) subtree inside the caller's. */
  partner_id: zTextId('El asociado').optional(),
  /** Only payments of at least this much (minor units, any currency). */
  min_amount: zMoneyInput('El monto mínimo').optional(),
  currency: ZCurrency.optional(),
});
export type IdentifiedWinnersQuery = z.input<typeof ZIdentifiedWinnersQuery>;

/** One identified payment: the ticket, where and when it was paid, how much, and the winner in full. */
export const ZIdentifiedWinner = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  serial: z.string(),
  paid_at: z.string(),
  business_date: z.string(),
  agency_name: z.string(),
  taquilla_name: z.string(),
  paid_by: z.string(),
  currency: ZCurrency,
  amount: z.string(),
  document: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type IdentifiedWinner = z.infer<typeof ZIdentifiedWinner>;

export const ZIdentifiedWinnersPage = zReportPage(ZIdentifiedWinner, {
  /** How many identified payments. */
  winners: z.number().int(),
  amount: z.string(),
});
export type IdentifiedWinnersPage = z.infer<typeof ZIdentifiedWinnersPage>;
export type IdentifiedWinnersTotals = IdentifiedWinnersPage['totals'][number];

export const [listIdentifiedWinners, exportIdentifiedWinners] = reportEndpointsOf({
  path: '/api/v2/admin/reports/identified-winners',
  summary: 'Ganadores identificados: premios pagados por encima del umbral de la banca, con el ganador',
  access: rule(IDENTIFIED_WINNER_ROLES),
  query: ZIdentifiedWinnersQuery,
  page: ZIdentifiedWinnersPage,
});

export const identifiedWinnerEndpoints = [listIdentifiedWinners, exportIdentifiedWinners] as const;
