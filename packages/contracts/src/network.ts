import { z } from 'zod';
import { rule } from './access';
import { ZCountry } from './countries';
import { zTextId } from './ids';
import { ZCurrency, zMoneyInput } from './money';
import { ZPartnerKind, ZPartnerStatus, type PartnerKind } from './roles';

/**
 * The partner network's vocabulary (DOMAIN §1): the fields of a partner, who may hang under
 * whom, and the rules of the registry screens. Shared by the banking, distributor, agency,
 * bets-config and ticket-office contracts.
 */

/** Registry endpoints: bank staff and distributors who may manage their children. */
export const REGISTRY_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'], { requires: ['manage_childs'] });
/** The banca's own settings: its administrators only. */
export const BANKING_ACCESS = rule('ADMIN_BANCA', { requires: ['manage_childs'] });

/** Which kinds may be the parent ("father") of each kind. A BANCA is a root. */
export const PARENT_KINDS: Record<PartnerKind, readonly PartnerKind[]> = {
  BANCA: [],
  DISTRIBUIDOR: ['BANCA', 'DISTRIBUIDOR'],
  AGENCIA: ['BANCA', 'DISTRIBUIDOR'],
  TAQUILLA: ['AGENCIA'],
};

export const PARTNER_STATUS_LABELS = { ACTIVE: 'Activo', INACTIVE: 'Inactivo', SUSPENDED: 'Suspendido' } as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, { error: `${label} es obligatorio.`, abort: true })
    .max(max, { error: `${label} no puede tener más de ${max} caracteres.` });

/** Optional text: empty means none (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} no es válido.` })
    .trim()
    .max(max, { error: `${label} no puede tener más de ${max} caracteres.` })
    .nullish()
    .transform((value) => value || null);

export const ZPartnerCode = required('El código', 20).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
  error: 'El código solo admite letras, números, guiones y guiones bajos.',
});
export const ZPartnerName = required('El nombre', 100);

/** A partner id in a body: the server answers 400 on the field if it is unknown or out of reach. */
export const zPartnerRef = (label: string) =>
  // An empty select sends '': that is "missing", not the number 0.
  z.preprocess((value) => (value === '' ? undefined : value), zPartnerNumber(label));
const zPartnerNumber = (label: string) => zTextId(label, `${label} es obligatorio.`);

/** Contact and location data of a partner (all optional). */
export const ZPartnerContact = z.object({
  document_id: optionalText('El documento (RIF/NIT/RUC)', 30),
  contact_name: optionalText('La persona de contacto', 100),
  phone: optionalText('El teléfono', 30).refine((value) => value === null || /^\+?[\d\s()-]{6,30}$/.test(value), {
    error: 'El teléfono solo admite números, espacios, paréntesis, guiones y un + inicial.',
  }),
  email: optionalText('El correo electrónico', 120).refine(
    (value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    { error: 'El correo electrónico no es válido.' },
  ),
  address: optionalText('La dirección', 200),
  state: optionalText('El estado', 80),
  municipality: optionalText('El municipio', 80),
});

/** What creating a partner under a parent takes. Country and currency default to the parent's. */
export const ZPartnerInput = ZPartnerContact.extend({
  code: ZPartnerCode,
  name: ZPartnerName,
  parent_id: zPartnerRef('El asociado padre'),
  country_iso2: ZCountry.optional(),
  currency: ZCurrency.optional(),
});
export type PartnerInput = z.input<typeof ZPartnerInput>;

/** What changing a partner takes: the same, plus its status (a new parent_id moves it). */
export const ZPartnerUpdate = ZPartnerInput.extend({ status: ZPartnerStatus.optional() });

/** A partner as the registry shows it. */
export const ZPartner = z.object({
  id: z.number().int(),
  kind: ZPartnerKind,
  code: z.string(),
  name: z.string(),
  status: ZPartnerStatus,
  country_iso2: z.string(),
  currency: z.string(),
  parent_id: z.number().int().nullable(),
  parent_code: z.string().nullable(),
  parent_name: z.string().nullable(),
  depth: z.number().int(),
  document_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  municipality: z.string().nullable(),
  is_polla_seller: z.boolean(),
  /** Direct children (of any status). */
  children_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Partner = z.infer<typeof ZPartner>;

/** A partner in a picker or a tree. */
export const ZPartnerOption = z.object({
  id: z.number().int(),
  kind: ZPartnerKind,
  code: z.string(),
  name: z.string(),
  status: ZPartnerStatus,
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  children_count: z.number().int(),
});
export type PartnerOption = z.infer<typeof ZPartnerOption>;

/** A positive amount in minor units. */
const positiveMinor = (label: string) => zMoneyInput(label);
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .int({ error: `${label} debe ser un número entero.` })
    .min(min, { error: `${label} debe ser mayor o igual que ${min}.` })
    .max(max, { error: `${label} no puede ser mayor que ${max}.` });

/** The fields of the bets settings (DOMAIN §3); use `ZBetsSettings` or `withBetsRules`. */
export const ZBetsSettingsFields = z.object({
  min_per_play: positiveMinor('El mínimo por jugada'),
  max_per_play: positiveMinor('El máximo por jugada'),
  max_per_ticket: positiveMinor('El máximo por ticket'),
  minutes_before_close: wholeNumber('Los minutos antes del cierre', 0, 240),
  annulment_window_minutes: wholeNumber('La ventana de anulación', 0, 1440),
  max_annulments_per_day: wholeNumber('El máximo de anulaciones por día', 0, 1000),
  prize_validity_days: wholeNumber('Los días de validez del premio', 1, 365),
});

type BetsAmounts = { min_per_play: string; max_per_play: string; max_per_ticket: string };

/** min ≤ max per play ≤ max per ticket, said on the field that breaks it. */
export function withBetsRules<T extends z.ZodType<BetsAmounts>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const big = (text: string) => (/^-?\d+$/.test(text) ? BigInt(text) : null);
    const [min, max, ticket] = [big(value.min_per_play), big(value.max_per_play), big(value.max_per_ticket)];
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_per_play'],
        message: 'El máximo por jugada debe ser mayor o igual que el mínimo por jugada.',
      });
    }
    if (max !== null && ticket !== null && max > ticket) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_per_ticket'],
        message: 'El máximo por ticket debe ser mayor o igual que el máximo por jugada.',
      });
    }
  });
}

/**
 * Bets settings (DOMAIN §3): of an agency, or the banca's default. Money in minor units as
 * strings. min ≤ max per play ≤ max per ticket; all amounts > 0; validity ≥ 1 day.
 */
export const ZBetsSettings = withBetsRules(ZBetsSettingsFields);
export type BetsSettings = z.infer<typeof ZBetsSettings>;
export const BETS_SETTINGS_FIELDS = [
  'min_per_play',
  'max_per_play',
  'max_per_ticket',
  'minutes_before_close',
  'annulment_window_minutes',
  'max_annulments_per_day',
  'prize_validity_days',
] as const;

/** The bets settings as stored (response shape, no refinements). */
export const ZBetsSettingsRow = z.object({
  min_per_play: z.string(),
  max_per_play: z.string(),
  max_per_ticket: z.string(),
  minutes_before_close: z.number().int(),
  annulment_window_minutes: z.number().int(),
  max_annulments_per_day: z.number().int(),
  prize_validity_days: z.number().int(),
});

/** A numeric query parameter naming a partner. */
export const zPartnerIdQuery = (label: string) => zTextId(label).optional();
