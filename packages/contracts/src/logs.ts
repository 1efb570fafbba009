import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zTextId } from './ids';
import { zListQueryOf, zPage, ZSearch } from './list';

/**
 * The days a business date may name: a lottery's books start well after 2000, and nothing is
 * planned past 2099. Beyond them a date is a typing error (or a probe), never a day to store.
 */
export const FIRST_BUSINESS_DAY = '2000-01-01';
export const LAST_BUSINESS_DAY = '2099-12-31';

/** A calendar day, `YYYY-MM-DD`, read in the caller's zone (x-timezone), within the business days. */
export const ZIsoDate = z
  .string({ error: 'La fecha debe tener el formato AAAA-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha debe tener el formato AAAA-MM-DD.', abort: true })
  .refine((value) => isCalendarDay(value), { error: 'La fecha no es válida.', abort: true })
  .refine((value) => value >= FIRST_BUSINESS_DAY && value <= LAST_BUSINESS_DAY, {
    error: 'La fecha debe estar entre el 01/01/2000 y el 31/12/2099.',
  });

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What each kind of audited thing is called on screen. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  session: 'Sesión',
  user: 'Usuario',
  awarding_permission: 'Permiso de premiación',
  regular_quota: 'Cupo',
  top_quota: 'Tope',
  commission: 'Comisión',
  partner: 'Asociado',
  agency_config: 'Configuración de agencia',
  agency_settings: 'Agencia (clonación)',
  banca_settings: 'Configuración de banca',
  bets_config: 'Configuración de jugadas',
  terminal: 'Terminal',
  lottery: 'Lotería',
  product: 'Producto',
  product_category: 'Categoría de producto',
  product_symbol: 'Símbolo',
  product_bet_type: 'Tipo de jugada del producto',
  draw: 'Sorteo',
  image: 'Imagen',
  blocked_number: 'Número bloqueado',
  suspended_draw: 'Sorteo suspendido',
  draw_occurrence: 'Sorteo del día',
  prize_payment: 'Pago de premio',
  ticket: 'Ticket',
  sales_rollups: 'Acumulados de ventas',
  external_sales: 'Ventas de sistemas externos',
  software_version: 'Versión de software de terminales',
  banca: 'Banca',
};

/** How the log's action codes read on screen (one vocabulary for every module). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  CREATE: 'Creación',
  UPDATE: 'Modificación',
  DELETE: 'Eliminación',
  DEACTIVATE: 'Desactivación',
  ACTIVATE: 'Activación',
  MOVE: 'Traslado en la red',
  CLONE: 'Clonación',
  RELEASE_TERMINAL: 'Liberación de terminal',
  DISCONNECT_TERMINAL: 'Desconexión de terminal',
  BLOCK: 'Bloqueo',
  UNBLOCK: 'Desbloqueo',
  RESET_PASSWORD: 'Restablecimiento de contraseña',
  CHANGE_PASSWORD: 'Cambio de la propia contraseña',
  GRANT: 'Permiso otorgado',
  REMOVE: 'Permiso retirado',
  LOGIN: 'Inicio de sesión',
  LOGIN_FAILED: 'Inicio de sesión fallido',
  LOGOUT: 'Cierre de sesión',
  TOKEN_REUSE: 'Reuso de token',
  SUSPEND: 'Suspensión',
  LIFT: 'Levantamiento de suspensión',
  SAVE_RESULT: 'Carga de resultado',
  CORRECT_RESULT: 'Corrección de resultado',
  AWARD: 'Premiación',
  PAY_PRIZE: 'Pago de premio',
  ANNUL: 'Anulación',
  REPRINT_TICKET: 'Reimpresión de ticket',
  RECALCULATE: 'Recálculo',
  IMPORT: 'Importación',
  PUBLISH: 'Publicación',
  TWO_FACTOR_ENABLED: 'Verificación en dos pasos activada',
  TWO_FACTOR_DISABLED: 'Verificación en dos pasos desactivada',
  TWO_FACTOR_POLICY: 'Regla de verificación en dos pasos',
  CROSS_DB_LINK: 'Cuenta de otra base enlazada',
  CROSS_DB_LINK_FAILED: 'Enlace de cuenta de otra base fallido',
};

export const LOG_SORTABLE = ['at', 'username', 'action', 'entity'] as const;

export const ZListLogsRequest = zListQueryOf(LOG_SORTABLE, {
  /** First day included, in the caller's zone. */
  from: ZIsoDate.optional(),
  /** Last day included, in the caller's zone. */
  to: ZIsoDate.optional(),
  user_id: zTextId('El usuario').optional(),
  action: z.string().trim().max(64, { error: 'La acción no puede tener más de 64 caracteres.' }).optional(),
  entity: z.string().trim().max(64, { error: 'La entidad no puede tener más de 64 caracteres.' }).optional(),
  entity_id: z.string().trim().max(64, { error: 'El identificador no puede tener más de 64 caracteres.' }).optional(),
  /** Matches the username of the author. */
  search: ZSearch,
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  error: 'La fecha final no puede ser anterior a la inicial.',
  path: ['to'],
});
export type ListLogsRequest = z.infer<typeof ZListLogsRequest>;

export const ZLogEntry = z.object({
  id: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subject_partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
});
export type LogEntry = z.infer<typeof ZLogEntry>;

export const ZListLogsResponse = zPage(ZLogEntry);
export type ListLogsResponse = z.infer<typeof ZListLogsResponse>;

export const ZLogFacetsResponse = z.object({ actions: z.array(z.string()), entities: z.array(z.string()) });
export type LogFacetsResponse = z.infer<typeof ZLogFacetsResponse>;

const LOGS = rule('ADMIN_BANCA');
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/**
 * The audit log of the caller's banca: who changed what, before and after (DOMAIN §9).
 * The spec writes it `/api/v2/admin/logs/`; the server ignores trailing slashes.
 */
export const listLogs = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/logs',
  summary: 'Bitácora de cambios de la banca, filtrada por fechas, usuario, acción y entidad',
  tag: 'Bitácora',
  access: LOGS,
  request: { query: ZListLogsRequest },
  responses: { 200: ZListLogsResponse, ...errors },
});

/** The actions and entities present in the caller's log (the filters' options). */
export const listLogFacets = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/logs/facets',
  summary: 'Acciones y entidades presentes en la bitácora (opciones de los filtros)',
  tag: 'Bitácora',
  access: LOGS,
  responses: { 200: ZLogFacetsResponse, ...errors },
});

/** The list as a file (XLSX, PDF or CSV), with the list's filters. */
export const exportLogs = exportEndpointOf(listLogs);
export const logEndpoints = [listLogs, exportLogs, listLogFacets] as const;
