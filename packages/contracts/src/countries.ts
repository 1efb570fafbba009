import { z } from 'zod';

/** Countries where the operator runs (ISO 3166-1 alpha-2). PA is excluded from some menus. */
export const COUNTRIES = {
  VE: { name: 'Venezuela', defaultCurrency: 'BS', timezone: 'America/Caracas' },
  CO: { name: 'Colombia', defaultCurrency: 'COP', timezone: 'America/Bogota' },
  PA: { name: 'Panamá', defaultCurrency: 'USD', timezone: 'America/Panama' },
  DO: { name: 'República Dominicana', defaultCurrency: 'USD', timezone: 'America/Santo_Domingo' },
} as const;
export const COUNTRY_CODES = ['VE', 'CO', 'PA', 'DO'] as const;
export const ZCountry = z.enum(COUNTRY_CODES, { error: 'País no válido.' });
export type CountryIso2 = z.infer<typeof ZCountry>;
