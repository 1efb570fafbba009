import { z } from 'zod';
import { zId } from './ids';

/**
 * The catalogue's vocabulary (DOMAIN §2): statuses, product types, bet types and what each
 * product type may sell. Shared by the endpoints, the seed and the screens.
 */

/** Catalogue rows are never deleted: "deleting" makes them INACTIVE so past tickets keep them. */
export const CATALOGUE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const ZCatalogueStatus = z.enum(CATALOGUE_STATUSES, { error: 'El estado debe ser ACTIVE o INACTIVE.' });
export type CatalogueStatus = z.infer<typeof ZCatalogueStatus>;
export const CATALOGUE_STATUS_LABELS: Record<CatalogueStatus, string> = { ACTIVE: 'Activo', INACTIVE: 'Inactivo' };

export const PRODUCT_TYPES = ['ANIMALITOS', 'TRIPLE', 'TERMINAL', 'POLLA'] as const;
export const ZProductType = z.enum(PRODUCT_TYPES, {
  error: 'El tipo de producto debe ser ANIMALITOS, TRIPLE, TERMINAL o POLLA.',
});
export type ProductType = z.infer<typeof ZProductType>;
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  ANIMALITOS: 'Animalitos',
  TRIPLE: 'Triple',
  TERMINAL: 'Terminal',
  POLLA: 'Polla',
};

/**
 * What a play is. `digits`: length of the number (null when the play is a symbol);
 * `needs_sign`: the play also names a zodiac sign. The bet_types table mirrors this list.
 */
export const BET_TYPES = [
  { code: 'ANIMALITO', name: 'Animalito', digits: null, needs_sign: false },
  { code: 'TRIPLE', name: 'Triple', digits: 3, needs_sign: false },
  { code: 'TERMINAL', name: 'Terminal', digits: 2, needs_sign: false },
  { code: 'TRIPLE_SIGNO', name: 'Triple con signo', digits: 3, needs_sign: true },
  { code: 'TERMINAL_SIGNO', name: 'Terminal con signo', digits: 2, needs_sign: true },
] as const;
export type BetTypeCode = (typeof BET_TYPES)[number]['code'];
export const BET_TYPE_CODES = BET_TYPES.map((betType) => betType.code) as [BetTypeCode, ...BetTypeCode[]];
export const ZBetTypeCode = z.enum(BET_TYPE_CODES, {
  error: `El tipo de jugada debe ser uno de: ${BET_TYPE_CODES.join(', ')}.`,
});

/** Which bet types a product of each type may sell (a polla pays from its potes, not by multiplier). */
export const PRODUCT_TYPE_BET_TYPES: Record<ProductType, readonly BetTypeCode[]> = {
  ANIMALITOS: ['ANIMALITO'],
  TRIPLE: ['TRIPLE', 'TERMINAL', 'TRIPLE_SIGNO', 'TERMINAL_SIGNO'],
  TERMINAL: ['TERMINAL', 'TERMINAL_SIGNO'],
  POLLA: [],
};

/** The twelve signs of the "con signo" plays, in their usual order. */
export const ZODIAC_SIGNS = [
  'Aries',
  'Tauro',
  'Géminis',
  'Cáncer',
  'Leo',
  'Virgo',
  'Libra',
  'Escorpio',
  'Sagitario',
  'Capricornio',
  'Acuario',
  'Piscis',
] as const;

/** Highest payout multiplier accepted for a (product, bet type). */
export const MAX_MULTIPLIER = 100_000;

/**
 * A payout multiplier as a decimal string with up to 2 decimals (numeric(12,2) in the table);
 * a JSON number is accepted and read as its decimal text.
 */
export const ZMultiplier = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'El multiplicador es obligatorio.' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'El multiplicador debe ser un número positivo con hasta 2 decimales.' })
    .refine((value) => Number(value) > 0, { error: 'El multiplicador debe ser mayor que 0.' })
    .refine((value) => Number(value) <= MAX_MULTIPLIER, {
      error: `El multiplicador no puede ser mayor que ${MAX_MULTIPLIER}.`,
    }),
);

/** A required, trimmed name of at most `max` characters. */
export function zName(label: string, max: number) {
  return z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, { error: `${label} es obligatorio.` })
    .max(max, { error: `${label} no puede tener más de ${max} caracteres.` });
}

/** A reference to another row by id in a body (checked by the server: 400 on the field if unknown). */
export function zRefId(label: string) {
  return zId(label, `${label} debe ser un identificador numérico.`);
}

/** Where an uploaded image is served (the bearer is needed: the web reads it as a blob). */
export const imageUrl = (id: number) => `/api/v1/models/image/${id}`;
