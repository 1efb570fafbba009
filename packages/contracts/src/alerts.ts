import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { zTextId } from './ids';
import { ZIdParams, zListQueryOf, zPage } from './list';
import { ZIsoDate } from './logs';

/**
 * Anomaly rules and alerts (ADR 061): rules per banca, as data, that a job runs off the sale path;
 * each cause they find is raised once as an alert with its evidence and its tickets, which the
 * banca's administrators and supervisors and the distributors above it read, acknowledge or dismiss.
 */

export const ANOMALY_KINDS = [
  'SELLER_RATE',
  'SAME_NUMBER_BEFORE_CLOSE',
  'ANNULMENTS_BEFORE_CLOSE',
  'WINNER_SHARE',
  'LATE_PRIZE_PAYMENT',
  'REPEATED_PAYER',
  'OFF_HOURS_SALES',
  'FAILED_PRIZE_CODES',
] as const;
export const ZAnomalyKind = z.enum(ANOMALY_KINDS, { error: 'El tipo de alerta no es válido.' });
export type AnomalyKind = z.infer<typeof ZAnomalyKind>;
export const ANOMALY_KIND_LABELS: Record<AnomalyKind, string> = {
  SELLER_RATE: 'Ritmo de venta inusual',
  SAME_NUMBER_BEFORE_CLOSE: 'Mismo número en muchas taquillas antes del cierre',
  ANNULMENTS_BEFORE_CLOSE: 'Anulaciones agrupadas antes del cierre',
  WINNER_SHARE: 'Premios muy por encima de sus ventas',
  LATE_PRIZE_PAYMENT: 'Premio pagado mucho después del sorteo',
  REPEATED_PAYER: 'Mismo usuario pagando muchos premios',
  OFF_HOURS_SALES: 'Venta fuera de su horario habitual',
  FAILED_PRIZE_CODES: 'Códigos de premio fallidos repetidos',
};

export const ALERT_STATUSES = ['ABIERTA', 'RECONOCIDA', 'DESCARTADA'] as const;
export const ZAlertStatus = z.enum(ALERT_STATUSES, { error: 'El estado de la alerta no es válido.' });
export type AlertStatus = z.infer<typeof ZAlertStatus>;
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  ABIERTA: 'Abierta',
  RECONOCIDA: 'Reconocida',
  DESCARTADA: 'Descartada',
};

const zWhole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int({ error: `${label} debe ser un número entero.` })
    .min(min, { error: `${label} debe estar entre ${min} y ${max}.` })
    .max(max, { error: `${label} debe estar entre ${min} y ${max}.` });

const zPositiveMinor = z
  .string({ error: 'El premio mínimo debe ser un número entero de céntimos.' })
  .regex(/^\d{1,18}$/, { error: 'El premio mínimo debe ser un número entero de céntimos.' })
  .refine((value) => BigInt(value) > 0n, { error: 'El premio mínimo debe ser mayor que cero.' });

/** Each kind's parameters, as the rule stores them and the form sends them. */
export const ANOMALY_PARAMS = {
  SELLER_RATE: z.strictObject({
    factor: zWhole('El factor', 2, 100),
    min_tickets: zWhole('El mínimo de tickets', 1, 100_000),
    history_days: zWhole('Los días de historia', 1, 90),
  }),
  SAME_NUMBER_BEFORE_CLOSE: z.strictObject({
    taquillas: zWhole('El número de taquillas', 2, 1_000),
    minutes: zWhole('Los minutos', 1, 240),
  }),
  ANNULMENTS_BEFORE_CLOSE: z.strictObject({
    annulments: zWhole('El número de anulaciones', 2, 1_000),
    minutes: zWhole('Los minutos', 1, 240),
  }),
  WINNER_SHARE: z.strictObject({
    factor: zWhole('El factor', 2, 100),
    days: zWhole('Los días', 1, 90),
    min_prizes: zPositiveMinor,
  }),
  LATE_PRIZE_PAYMENT: z.strictObject({ days: zWhole('Los días', 1, 60) }),
  REPEATED_PAYER: z.strictObject({ prizes: zWhole('El número de premios', 2, 10_000) }),
  OFF_HOURS_SALES: z.strictObject({
    percent: zWhole('El porcentaje', 1, 50),
    days: zWhole('Los días', 7, 90),
    min_history: zWhole('El mínimo de tickets de historia', 1, 1_000_000),
  }),
  FAILED_PRIZE_CODES: z.strictObject({
    attempts: zWhole('El número de intentos', 2, 1_000),
    minutes: zWhole('Los minutos', 1, 1_440),
  }),
} as const satisfies Record<AnomalyKind, z.ZodType>;
export type AnomalyParams<K extends AnomalyKind> = z.infer<(typeof ANOMALY_PARAMS)[K]>;

/** What every banca starts with (the migration and the trigger write these same values). */
export const ANOMALY_RULE_DEFAULTS: { [K in AnomalyKind]: AnomalyParams<K> } = {
  SELLER_RATE: { factor: 4, min_tickets: 20, history_days: 14 },
  SAME_NUMBER_BEFORE_CLOSE: { taquillas: 5, minutes: 10 },
  ANNULMENTS_BEFORE_CLOSE: { annulments: 3, minutes: 15 },
  WINNER_SHARE: { factor: 3, days: 7, min_prizes: '100000' },
  LATE_PRIZE_PAYMENT: { days: 2 },
  REPEATED_PAYER: { prizes: 10 },
  OFF_HOURS_SALES: { percent: 2, days: 30, min_history: 200 },
  FAILED_PRIZE_CODES: { attempts: 5, minutes: 60 },
};

/** Each parameter's label on the form. */
export const ANOMALY_PARAM_LABELS: Record<string, string> = {
  factor: 'Factor (veces)',
  min_tickets: 'Mínimo de tickets',
  history_days: 'Días de historia',
  taquillas: 'Taquillas',
  minutes: 'Minutos',
  annulments: 'Anulaciones',
  days: 'Días',
  min_prizes: 'Premios mínimos (céntimos)',
  prizes: 'Premios por día',
  percent: 'Porcentaje',
  min_history: 'Mínimo de tickets de historia',
  attempts: 'Intentos',
};

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZAlert = z.object({
  id: z.number().int(),
  kind: ZAnomalyKind,
  status: ZAlertStatus,
  /** The partner the cause is about (a taquilla, an agency): who may see it follows from it. */
  partner: ZNamed,
  title: z.string(),
  detail: z.string(),
  /** The figures behind it, by name (amounts as minor-unit strings with their currency). */
  evidence: z.record(z.string(), z.unknown()),
  /** The tickets behind it (at most 50), to open in the ticket consult. */
  tickets: z.array(z.object({ id: z.string(), serial: z.string() })),
  raised_at: z.string(),
  note: z.string().nullable(),
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
});
export type Alert = z.infer<typeof ZAlert>;

export const ALERT_SORTABLE = ['raised_at', 'kind', 'status'] as const;
export const ZListAlertsQuery = zListQueryOf(ALERT_SORTABLE, {
  status: ZAlertStatus.optional(),
  kind: ZAnomalyKind.optional(),
  /** First day raised, in the caller's zone. */
  from: ZIsoDate.optional(),
  /** Last day raised, in the caller's zone. */
  to: ZIsoDate.optional(),
  /** Only alerts about this partner or below it (in the caller's subtree). */
  partner_id: zTextId('El asociado').optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: 'La fecha final no puede ser anterior a la inicial.',
  path: ['to'],
});
export type ListAlertsQuery = z.input<typeof ZListAlertsQuery>;

export const ZHandleAlertRequest = z.object({
  note: z
    .string({ error: 'Indique una nota.' })
    .trim()
    .min(3, { error: 'La nota debe tener al menos 3 caracteres.' })
    .max(500, { error: 'La nota no puede tener más de 500 caracteres.' }),
});
export type HandleAlertRequest = z.infer<typeof ZHandleAlertRequest>;

export const ZAnomalyRule = z.object({
  id: z.number().int(),
  kind: ZAnomalyKind,
  params: z.record(z.string(), z.union([z.number(), z.string()])),
  active: z.boolean(),
  updated_at: z.string(),
});
export type AnomalyRule = z.infer<typeof ZAnomalyRule>;

export const ZUpdateAnomalyRuleRequest = z.object({
  params: z.record(z.string(), z.unknown(), { error: 'Indique los parámetros.' }).optional(),
  active: z.boolean({ error: 'Activo debe ser verdadero o falso.' }).optional(),
});
export type UpdateAnomalyRuleRequest = z.infer<typeof ZUpdateAnomalyRuleRequest>;

/** Who reads and handles alerts (A, S, D), who reads the rules (A, S) and who edits them (A). */
export const ALERTS_ACCESS = rule(['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR']);
const RULES_READ = rule(['ADMIN_BANCA', 'SUPERV_BANCA']);
const RULES_WRITE = rule('ADMIN_BANCA');
const TAG = 'Alertas';
const BASE = '/api/v2/admin/alerts';
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const listAlerts = defineEndpoint({
  method: 'GET',
  path: BASE,
  summary: 'Alertas de anomalías del ámbito del usuario',
  tag: TAG,
  access: ALERTS_ACCESS,
  request: { query: ZListAlertsQuery },
  responses: { 200: zPage(ZAlert), 404: ZErrorResponse, ...errors },
});

export const exportAlerts = exportEndpointOf(listAlerts);

export const countOpenAlerts = defineEndpoint({
  method: 'GET',
  path: `${BASE}/open-count`,
  summary: 'Cuántas alertas abiertas hay en el ámbito del usuario',
  tag: TAG,
  access: ALERTS_ACCESS,
  responses: { 200: z.object({ open: z.number().int() }), ...errors },
});

/** Handling an open alert (acknowledging or dismissing it): the same request and answers. */
const HANDLE_ALERT = {
  method: 'POST',
  tag: TAG,
  access: ALERTS_ACCESS,
  request: { params: ZIdParams, body: ZHandleAlertRequest },
  responses: { 200: ZAlert, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
} as const;

export const acknowledgeAlert = defineEndpoint({
  ...HANDLE_ALERT,
  path: `${BASE}/:id/acknowledge`,
  summary: 'Reconoce una alerta con una nota',
});

export const dismissAlert = defineEndpoint({
  ...HANDLE_ALERT,
  path: `${BASE}/:id/dismiss`,
  summary: 'Descarta una alerta con una nota',
});

export const listAnomalyRules = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/anomaly-rules',
  summary: 'Reglas de anomalías de la banca del usuario',
  tag: TAG,
  access: RULES_READ,
  request: { query: zListQueryOf(['kind'], {}) },
  responses: { 200: zPage(ZAnomalyRule), ...errors },
});

export const updateAnomalyRule = defineEndpoint({
  method: 'PATCH',
  path: '/api/v2/admin/anomaly-rules/:id',
  summary: 'Cambia los parámetros de una regla de anomalías, o la activa o desactiva',
  tag: TAG,
  access: RULES_WRITE,
  request: { params: ZIdParams, body: ZUpdateAnomalyRuleRequest },
  responses: { 200: ZAnomalyRule, 404: ZErrorResponse, ...errors },
});

export const alertEndpoints = [
  listAlerts,
  exportAlerts,
  countOpenAlerts,
  acknowledgeAlert,
  dismissAlert,
  listAnomalyRules,
  updateAnomalyRule,
] as const;
