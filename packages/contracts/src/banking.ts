import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { ZCountry } from './countries';
import { isValidTimezone } from './http';
import { ZCurrency, ZMinorUnits, zMoneyInput, type Currency } from './money';
import { ZIdentifyWinnersFromInput } from './prize-winners';
import { BANKING_ACCESS, ZBetsSettings, ZBetsSettingsRow, ZPartnerCode, ZPartnerName } from './network';

/** The caller's banca: identity, zone, ticket texts and the default bets settings of its agencies. */

const PATH = '/api/v2/admin/registry/banking/config';
const TAG = 'Red: banca';

const ticketText = (label: string) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .max(500, { error: `${label} no puede tener más de 500 caracteres.` })
    .default('');

/**
 * The largest amount a manual entry, a payment or a cash movement of the banca may carry, per
 * currency, in minor units (each at most `MAX_MONEY_INPUT`).
 */
export const ZMoneyMaximums = z.object({
  BS: ZMinorUnits,
  USD: ZMinorUnits,
  COP: ZMinorUnits,
});
export type MoneyMaximums = z.infer<typeof ZMoneyMaximums>;

/** How the maximums are named on screen and in messages. */
export const MONEY_MAXIMUM_LABELS: Record<Currency, string> = {
  BS: 'El monto máximo en bolívares',
  USD: 'El monto máximo en dólares',
  COP: 'El monto máximo en pesos colombianos',
};
export const ZMoneyMaximumsInput = z.object({
  BS: zMoneyInput(MONEY_MAXIMUM_LABELS.BS),
  USD: zMoneyInput(MONEY_MAXIMUM_LABELS.USD),
  COP: zMoneyInput(MONEY_MAXIMUM_LABELS.COP),
});

export const ZBankingConfig = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country_iso2: ZCountry,
  currency: ZCurrency,
  timezone: z.string(),
  ticket_header: z.string(),
  ticket_footer: z.string(),
  pay_prizes_anywhere: z.boolean(),
  /** Prizes of at least this much (minor units of the banca's currency) need the winner identified; null: never. */
  identify_winners_from: ZMinorUnits.nullable(),
  /** The banca's default bets settings (agencies without their own use these). */
  bets: ZBetsSettingsRow,
  money_maximums: ZMoneyMaximums,
  /** Partners below the banca: while there are any, country and currency cannot change. */
  descendants_count: z.number().int(),
  updated_at: z.string().nullable(),
});
export type BankingConfig = z.infer<typeof ZBankingConfig>;

export const ZUpdateBankingConfigRequest = z.object({
  code: ZPartnerCode,
  name: ZPartnerName,
  country_iso2: ZCountry,
  currency: ZCurrency,
  timezone: z
    .string({ error: 'La zona horaria es obligatoria.' })
    .trim()
    .refine(isValidTimezone, { error: 'La zona horaria no es válida (ej. America/Caracas).' }),
  ticket_header: ticketText('El encabezado del ticket'),
  ticket_footer: ticketText('El pie del ticket'),
  pay_prizes_anywhere: z.boolean({ error: 'Indique si los premios se pagan en cualquier taquilla.' }).default(false),
  /** Empty or null: never identify; absent: unchanged. */
  identify_winners_from: ZIdentifyWinnersFromInput.optional(),
  bets: ZBetsSettings,
  /** Absent: the maximums stay as they are. */
  money_maximums: ZMoneyMaximumsInput.optional(),
});
export type UpdateBankingConfigRequest = z.input<typeof ZUpdateBankingConfigRequest>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export const getBankingConfig = defineEndpoint({
  method: 'GET',
  path: PATH,
  summary: 'Configuración de la banca del usuario',
  tag: TAG,
  access: BANKING_ACCESS,
  responses: { 200: ZBankingConfig, ...errors },
});

export const updateBankingConfig = defineEndpoint({
  method: 'PUT',
  path: PATH,
  summary: 'Modifica la configuración de la banca del usuario y sus valores de jugadas por defecto',
  tag: TAG,
  access: BANKING_ACCESS,
  request: { body: ZUpdateBankingConfigRequest },
  responses: { 200: ZBankingConfig, ...errors, 409: ZErrorResponse, 422: ZErrorResponse },
});

export const bankingEndpoints = [getBankingConfig, updateBankingConfig] as const;
