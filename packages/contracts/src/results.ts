import { z } from 'zod';
import { rule } from './access';
import { ZProductType } from './catalogue-base';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency } from './money';
import { zReportPage } from './report-page';
import { ZOccurrenceState, ZSign } from './sales';

/**
 * Results, awarding and the draw-occurrence lists behind them (DOMAIN §5). The catalogue is
 * shared by the whole operator, so a result and an award apply to every banca's tickets; the
 * counts and totals each caller sees are those of its own part of the network.
 */

/** Who saves results (manage_draws). */
export const RESULT_EDITOR_ROLES = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;
/** Who reads the results report. */
export const RESULT_READER_ROLES = ['ADMIN_BANCA', 'ADMIN_TAQUILLA', 'DISTRIBUIDOR', 'SUPERV_BANCA'] as const;
/** Who awards (tools/award-raffle): also needs the awarding-results flag. */
export const AWARD_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['awarding_results'] });

export const RESULT_SOURCES = ['MANUAL', 'PROVEEDOR'] as const;
export const ZResultSource = z.enum(RESULT_SOURCES);
export type ResultSource = z.infer<typeof ZResultSource>;
export const RESULT_SOURCE_LABELS: Record<(typeof RESULT_SOURCES)[number], string> = {
  MANUAL: 'Manual',
  PROVEEDOR: 'Proveedor',
};

const zOptionalId = (label: string) => zTextId(label).optional();

/** One draw occurrence with its result, as the results report and the award screen show it. */
export const ZOccurrenceResult = z.object({
  occurrence_id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  draw_date: z.string(),
  /** HH:MM in the lottery's zone. */
  draw_time: z.string(),
  close_at: z.string(),
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_type: ZProductType,
  state: ZOccurrenceState,
  /** Digits of a result (3 for triples, 2 for terminals); null for animalitos (a symbol's number). */
  result_digits: z.number().int().nullable(),
  /** The product sells a "con signo" bet type: its result needs a sign. */
  needs_sign: z.boolean(),
  result_number: z.string().nullable(),
  result_sign: z.number().int().nullable(),
  /** The animalito of the result (name and picture). */
  symbol_name: z.string().nullable(),
  symbol_image_id: z.number().int().nullable(),
  result_source: ZResultSource.nullable(),
  resulted_at: z.string().nullable(),
  awarded_at: z.string().nullable(),
});
export type OccurrenceResult = z.infer<typeof ZOccurrenceResult>;

/** The draws of a day, by time or lottery, as the results and the award screens list them. */
const ZOccurrencesOfDayQuery = zListQueryOf(['draw_time', 'lottery_name'], {
  /** The draws' date (the lottery's calendar day); today in the caller's zone when absent. */
  date: ZIsoDate.optional(),
  lottery_id: zOptionalId('La lotería'),
});

export const ZLotteryResultsQuery = ZOccurrencesOfDayQuery;
export type LotteryResultsQuery = z.input<typeof ZLotteryResultsQuery>;

/** A result: the winning number (a symbol's number for animalitos) and the sign when needed. */
export const ZSaveResultRequest = z.object({
  occurrence_id: zId('El sorteo'),
  number: z
    .string({ error: 'El número es obligatorio.' })
    .trim()
    .regex(/^\d{1,3}$/, { error: 'El número debe tener de 1 a 3 dígitos.' }),
  sign: ZSign.nullish(),
});
export type SaveResultRequest = z.input<typeof ZSaveResultRequest>;

/** What a result form offers for one occurrence: the symbols of an animalito product. */
export const ZResultOptions = z.object({
  occurrence: ZOccurrenceResult,
  symbols: z.array(z.object({ number: z.string(), name: z.string(), image_id: z.number().int().nullable() })),
});
export type ResultOptions = z.infer<typeof ZResultOptions>;

export const ZExternalResultsRequest = z.object({
  date: ZIsoDate,
  lottery_id: zId('La lotería', 'La lotería debe ser un número.').optional(),
});
export type ExternalResultsRequest = z.input<typeof ZExternalResultsRequest>;

export const ZExternalResultsResponse = z.object({
  saved: z.array(
    z.object({
      occurrence_id: z.number().int(),
      draw_name: z.string(),
      number: z.string(),
      sign: z.number().int().nullable(),
    }),
  ),
  skipped: z.array(z.object({ occurrence_id: z.number().int(), draw_name: z.string(), reason: z.string() })),
});
export type ExternalResultsResponse = z.infer<typeof ZExternalResultsResponse>;

/** Sales and prizes in one currency (minor units as decimal strings). */
export const ZCurrencyTotals = z.object({ currency: ZCurrency, sold: z.string(), prizes: z.string() });

/**
 * A draw of the results report: its result and, within the caller's part of the network, its net
 * sales (sold less annulled) and prizes per currency, from the sales rollups.
 */
export const ZLotteryResult = ZOccurrenceResult.extend({ amounts: z.array(ZCurrencyTotals) });
export type LotteryResult = z.infer<typeof ZLotteryResult>;

/** The results report's page, with net sales and prizes per currency over every draw of the filters. */
export const ZLotteryResultsPage = zReportPage(ZLotteryResult, { sold: z.string(), prizes: z.string() });
export type LotteryResultsPage = z.infer<typeof ZLotteryResultsPage>;
export type LotteryResultsTotals = LotteryResultsPage['totals'][number];

/** An occurrence on the award screen: its result and, within the caller's part of the network, its plays. */
export const ZAwardOccurrence = ZOccurrenceResult.extend({
  plays: z.number().int(),
  winning_plays: z.number().int(),
  totals: z.array(ZCurrencyTotals),
});
export type AwardOccurrence = z.infer<typeof ZAwardOccurrence>;

export const ZAwardListQuery = ZOccurrencesOfDayQuery;
export type AwardListQuery = z.input<typeof ZAwardListQuery>;

export const ZAwardRaffleRequest = z.object({
  occurrence_id: zId('El sorteo'),
});
export type AwardRaffleRequest = z.input<typeof ZAwardRaffleRequest>;

/** What an award came to, counted within the caller's part of the network. */
export const ZAwardRaffleResponse = z.object({
  occurrence: ZAwardOccurrence,
  tickets: z.object({ premiados: z.number().int(), perdedores: z.number().int(), pendientes: z.number().int() }),
});
export type AwardRaffleResponse = z.infer<typeof ZAwardRaffleResponse>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const DRAWS = '/api/v2/admin/manage_draws';
const AWARD = '/api/v2/admin/tools/award-raffle';

export const listLotteryResults = defineEndpoint({
  method: 'GET',
  path: `${DRAWS}/lottery-results`,
  summary: 'Resultados de los sorteos de un día (y de una lotería, si se indica)',
  tag: 'Resultados',
  access: rule(RESULT_READER_ROLES),
  request: { query: ZLotteryResultsQuery },
  responses: { 200: ZLotteryResultsPage, ...errors },
});

export const getResultOptions = defineEndpoint({
  method: 'GET',
  path: `${DRAWS}/result-options/:id`,
  summary: 'Un sorteo del día con lo que su resultado admite (animalitos, dígitos, signo)',
  tag: 'Resultados',
  access: rule(RESULT_EDITOR_ROLES),
  request: { params: ZIdParams },
  responses: { 200: ZResultOptions, ...errors },
});

export const saveResult = defineEndpoint({
  method: 'POST',
  path: `${DRAWS}/save-result`,
  summary: 'Guarda (o corrige, si no se han pagado premios) el resultado de un sorteo cerrado',
  tag: 'Resultados',
  access: rule(RESULT_EDITOR_ROLES),
  request: { body: ZSaveResultRequest },
  responses: { 200: ZOccurrenceResult, ...errors, 409: ZErrorResponse, 422: ZErrorResponse },
});

export const requestExternalResults = defineEndpoint({
  method: 'POST',
  path: `${DRAWS}/external-request`,
  summary: 'Pide al proveedor los resultados de un día y guarda los que falten',
  tag: 'Resultados',
  access: rule(RESULT_EDITOR_ROLES),
  request: { body: ZExternalResultsRequest },
  responses: { 200: ZExternalResultsResponse, ...errors, 502: ZErrorResponse },
});

export const listAwardOccurrences = defineEndpoint({
  method: 'GET',
  path: AWARD,
  summary: 'Sorteos de un día con su estado, resultado, jugadas y premios',
  tag: 'Premiación',
  access: AWARD_ACCESS,
  request: { query: ZAwardListQuery },
  responses: { 200: zPage(ZAwardOccurrence), ...errors },
});

export const awardRaffle = defineEndpoint({
  method: 'POST',
  path: AWARD,
  summary: 'Premia un sorteo con resultado: calcula los premios y cierra los tickets (idempotente)',
  tag: 'Premiación',
  access: AWARD_ACCESS,
  request: { body: ZAwardRaffleRequest },
  responses: { 200: ZAwardRaffleResponse, ...errors, 422: ZErrorResponse },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportAwardOccurrences = exportEndpointOf(listAwardOccurrences);
/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportLotteryResults = exportEndpointOf(listLotteryResults);
export const resultEndpoints = [
  listLotteryResults,
  exportLotteryResults,
  getResultOptions,
  saveResult,
  requestExternalResults,
  listAwardOccurrences,
  exportAwardOccurrences,
  awardRaffle,
] as const;
