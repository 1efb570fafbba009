import { z } from 'zod';
import { ADMINISTRATIVE_BASE, LEDGER_ACCESS } from './accounts';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { ZIdParams, zListQueryOf, zPage, ZSearch } from './list';

/** Payment methods (/admin/administrative/payment-methods): where a partner receives money. */

const TAG = 'Pagos';

export const PAYMENT_METHOD_TYPES = ['CUENTA_BANCARIA', 'PAGO_MOVIL', 'ZELLE', 'EFECTIVO', 'OTRO'] as const;
export const ZPaymentMethodType = z.enum(PAYMENT_METHOD_TYPES, { error: 'Tipo de método de pago no válido.' });
export type PaymentMethodType = z.infer<typeof ZPaymentMethodType>;
export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentMethodType, string> = {
  CUENTA_BANCARIA: 'Cuenta bancaria',
  PAGO_MOVIL: 'Pago móvil',
  ZELLE: 'Zelle',
  EFECTIVO: 'Efectivo',
  OTRO: 'Otro',
};

/** Venezuelan banks by their four-digit code (the first four digits of every account number). */
export const VENEZUELAN_BANKS = [
  { code: '0102', name: 'Banco de Venezuela' },
  { code: '0104', name: 'Venezolano de Crédito' },
  { code: '0105', name: 'Mercantil' },
  { code: '0108', name: 'Provincial' },
  { code: '0114', name: 'Bancaribe' },
  { code: '0115', name: 'Exterior' },
  { code: '0128', name: 'Banco Caroní' },
  { code: '0134', name: 'Banesco' },
  { code: '0137', name: 'Sofitasa' },
  { code: '0138', name: 'Banco Plaza' },
  { code: '0151', name: 'BFC Banco Fondo Común' },
  { code: '0156', name: '100% Banco' },
  { code: '0157', name: 'DelSur' },
  { code: '0163', name: 'Banco del Tesoro' },
  { code: '0166', name: 'Banco Agrícola de Venezuela' },
  { code: '0168', name: 'Bancrecer' },
  { code: '0169', name: 'R4 Banco Microfinanciero' },
  { code: '0171', name: 'Banco Activo' },
  { code: '0172', name: 'Bancamiga' },
  { code: '0174', name: 'Banplus' },
  { code: '0175', name: 'Banco Digital de los Trabajadores' },
  { code: '0177', name: 'BANFANB' },
  { code: '0191', name: 'Banco Nacional de Crédito' },
] as const;
const BANK_CODES = VENEZUELAN_BANKS.map((bank) => bank.code) as [string, ...string[]];

export const DOCUMENT_TYPES = ['V', 'E', 'J', 'G', 'P'] as const;
export const ACCOUNT_TYPES = ['CORRIENTE', 'AHORRO'] as const;
export const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  CORRIENTE: 'Corriente',
  AHORRO: 'Ahorro',
};

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} no puede tener más de ${max} caracteres.` })
    .optional()
    .nullable()
    .transform((value) => value || null);

/** The details each type needs, and nothing else is kept. */
const REQUIRED: Record<PaymentMethodType, readonly (keyof PaymentMethodDetails)[]> = {
  CUENTA_BANCARIA: [
    'bank_code',
    'holder_name',
    'holder_document_type',
    'holder_document_number',
    'account_number',
    'account_type',
  ],
  PAGO_MOVIL: ['bank_code', 'holder_document_type', 'holder_document_number', 'phone'],
  ZELLE: ['holder_name', 'email'],
  EFECTIVO: [],
  OTRO: ['description'],
};
const FIELD_LABELS: Record<keyof PaymentMethodDetails, string> = {
  bank_code: 'El banco',
  holder_name: 'El titular',
  holder_document_type: 'El tipo de documento',
  holder_document_number: 'El número de documento',
  phone: 'El teléfono',
  email: 'El correo',
  account_number: 'El número de cuenta',
  account_type: 'El tipo de cuenta',
  description: 'La descripción',
};

const details = z.object({
  bank_code: z.enum(BANK_CODES, { error: 'Elija un banco de la lista.' }).optional().nullable(),
  holder_name: optionalText(100, 'El titular'),
  holder_document_type: z
    .enum(DOCUMENT_TYPES, { error: 'El tipo de documento es V, E, J, G o P.' })
    .optional()
    .nullable(),
  holder_document_number: optionalText(12, 'El número de documento').refine((v) => v === null || /^\d{5,10}$/.test(v), {
    error: 'El número de documento tiene de 5 a 10 dígitos.',
  }),
  phone: optionalText(11, 'El teléfono').refine((v) => v === null || /^04(12|14|16|22|24|26)\d{7}$/.test(v), {
    error: 'El teléfono es un celular de 11 dígitos (04XX1234567).',
  }),
  email: optionalText(120, 'El correo').refine((v) => v === null || z.email().safeParse(v).success, {
    error: 'El correo no es válido.',
  }),
  account_number: optionalText(20, 'El número de cuenta').refine((v) => v === null || /^\d{20}$/.test(v), {
    error: 'El número de cuenta tiene 20 dígitos.',
  }),
  account_type: z.enum(ACCOUNT_TYPES, { error: 'El tipo de cuenta es corriente o ahorro.' }).optional().nullable(),
  description: z
    .string()
    .trim()
    .max(300, { error: 'La descripción no puede tener más de 300 caracteres.' })
    .default(''),
});
type PaymentMethodDetails = z.output<typeof details>;

export const ZSavePaymentMethodRequest = details
  .extend({
    type: ZPaymentMethodType,
    alias: z
      .string({ error: 'El alias es obligatorio.' })
      .trim()
      .min(1, { error: 'El alias es obligatorio.' })
      .max(60, { error: 'El alias no puede tener más de 60 caracteres.' }),
    active: z.boolean({ error: 'El estado debe ser verdadero o falso.' }).default(true),
  })
  .superRefine((value, context) => {
    for (const field of REQUIRED[value.type]) {
      if (!value[field]) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${FIELD_LABELS[field]} es obligatori${field === 'description' ? 'a' : 'o'}.`,
        });
      }
    }
    if (
      value.type === 'CUENTA_BANCARIA' &&
      value.bank_code &&
      value.account_number &&
      !value.account_number.startsWith(value.bank_code)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['account_number'],
        message: 'El número de cuenta empieza por el código del banco.',
      });
    }
  })
  .transform((value) => {
    const kept = new Set<string>(REQUIRED[value.type]);
    const out = { ...value };
    for (const field of Object.keys(FIELD_LABELS) as (keyof PaymentMethodDetails)[]) {
      if (field !== 'description' && !kept.has(field)) (out as Record<string, unknown>)[field] = null;
    }
    return out;
  });
export type SavePaymentMethodRequest = z.input<typeof ZSavePaymentMethodRequest>;

export const ZPartnerPaymentMethod = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  type: ZPaymentMethodType,
  alias: z.string(),
  description: z.string(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  holder_name: z.string().nullable(),
  holder_document_type: z.string().nullable(),
  holder_document_number: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  account_number: z.string().nullable(),
  account_type: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type PartnerPaymentMethod = z.infer<typeof ZPartnerPaymentMethod>;

export const PAYMENT_METHOD_SORTABLE = ['alias', 'type', 'created_at'] as const;
export const ZListPaymentMethodsQuery = zListQueryOf(PAYMENT_METHOD_SORTABLE, {
  search: ZSearch,
  type: ZPaymentMethodType.optional(),
  active: z.enum(['true', 'false'], { error: 'El estado debe ser true o false.' }).optional(),
});
export type ListPaymentMethodsQuery = z.input<typeof ZListPaymentMethodsQuery>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const BASE = `${ADMINISTRATIVE_BASE}/payment-methods`;

export const listPaymentMethods = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Métodos de pago del asociado del usuario',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { query: ZListPaymentMethodsQuery },
  responses: { 200: zPage(ZPartnerPaymentMethod), ...errors },
});

export const createPaymentMethod = defineEndpoint({
  method: 'POST',
  path: BASE,
  summary: 'Crea un método de pago del asociado del usuario',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { body: ZSavePaymentMethodRequest },
  responses: { 200: ZPartnerPaymentMethod, ...errors, 409: ZErrorResponse },
});

export const updatePaymentMethod = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/:id`,
  summary: 'Cambia un método de pago del asociado del usuario',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { params: ZIdParams, body: ZSavePaymentMethodRequest },
  responses: { 200: ZPartnerPaymentMethod, ...errors, 409: ZErrorResponse },
});

export const deletePaymentMethod = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Borra un método de pago (los pagos que lo nombran lo conservan)',
  tag: TAG,
  access: LEDGER_ACCESS,
  request: { params: ZIdParams },
  responses: { 200: ZPartnerPaymentMethod, ...errors },
});

export const exportPaymentMethods = exportEndpointOf(listPaymentMethods);

export const paymentMethodEndpoints = [
  listPaymentMethods,
  exportPaymentMethods,
  createPaymentMethod,
  updatePaymentMethod,
  deletePaymentMethod,
] as const;
