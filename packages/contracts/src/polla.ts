import { z } from 'zod';
import { rule } from './access';
import { defineEndpoint } from './endpoint';
import { exportEndpointOf } from './file-answer';
import { ZErrorResponse } from './errors';
import { zId, zTextId } from './ids';
import { zListQueryOf, zQueryArray } from './list';
import { ZIsoDate } from './logs';
import { ZCurrency, zMoneyInput } from './money';
import { zReportPage } from './report-page';

/** The polla's endpoints keep the original product's paths. */
export const POLLA_BASE = '/api/v1/models/draws/polla';
export const POLLA_PRIZES_BASE = '/api/v1/models/ticket-office/draws/polla/prizes';

export const POLLA_SELLER = 'VEND_TAQUILLA_POLLA' as const;
export const POLLA_MANAGERS = ['ADMIN_BANCA', 'SUPERV_BANCA'] as const;
export const POLLA_READERS = [...POLLA_MANAGERS, POLLA_SELLER] as const;

/** A prize is paid within three days of the scoring; the ticket says so. */
export const POLLA_PRIZE_DAYS = 3;
export const POLLA_EXPIRY_LINE = 'EL TICKET CADUCA A LOS TRES DÍAS';

export const POLLA_TICKET_STATUSES = ['ACTIVO', 'ANULADO', 'PREMIADO', 'PERDEDOR', 'PAGADO', 'VENCIDO'] as const;
export const ZPollaTicketStatus = z.enum(POLLA_TICKET_STATUSES, { error: 'Estado de ticket no válido.' });
export type PollaTicketStatus = z.infer<typeof ZPollaTicketStatus>;
export const POLLA_TICKET_STATUS_LABELS: Record<PollaTicketStatus, string> = {
  ACTIVO: 'Activo',
  ANULADO: 'Anulado',
  PREMIADO: 'Premiado',
  PERDEDOR: 'Perdedor',
  PAGADO: 'Pagado',
  VENCIDO: 'Vencido',
};

/** A percentage with at most two decimals ("12.5"), travelling as text; stored in basis points. */
export const ZPercent = z
  .string({ error: 'El porcentaje es obligatorio.' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'El porcentaje debe ser un número con hasta dos decimales.' })
  .refine((value) => Number(value) <= 100, { error: 'El porcentaje no puede pasar de 100.' });

const points = (label: string) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int({ error: `${label} debe ser un número entero.` })
    .min(0, { error: `${label} no puede ser negativo.` })
    .max(100, { error: `${label} no puede pasar de 100.` });

export const ZPollaTypeDraw = z.object({ id: z.number().int(), time: z.string(), name: z.string() });

export const ZPollaType = z.object({
  id: z.number().int(),
  name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  draws: z.array(ZPollaTypeDraw),
  /** The product's active animals, to pick from. */
  symbols: z.array(z.object({ number: z.string(), name: z.string() })),
  picks_per_draw: z.number().int(),
  currency: ZCurrency,
  price: z.string(),
  daily_first_percent: z.string(),
  daily_second_percent: z.string(),
  weekly_percent: z.string(),
  points_per_hit: z.number().int(),
  first_min_points: z.number().int(),
  second_min_points: z.number().int(),
  weekly_min_points: z.number().int(),
  annul_minutes: z.number().int(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});
export type PollaType = z.infer<typeof ZPollaType>;

export const ZSavePollaTypeRequest = z.object({
  id: zId('El tipo de polla').optional(),
  name: z
    .string({ error: 'El nombre es obligatorio.' })
    .trim()
    .min(3, { error: 'El nombre debe tener al menos 3 caracteres.' })
    .max(60, { error: 'El nombre no puede tener más de 60 caracteres.' }),
  product_id: zId('El producto'),
  draw_ids: z
    .array(zId('El sorteo'), { error: 'Indique los sorteos que cuentan.' })
    .min(1, { error: 'Indique al menos un sorteo que cuente.' })
    .max(24, { error: 'No pueden contar más de 24 sorteos.' }),
  picks_per_draw: z
    .number({ error: 'Las jugadas por sorteo deben ser un número.' })
    .int({ error: 'Las jugadas por sorteo deben ser un número entero.' })
    .min(1, { error: 'Debe haber al menos una jugada por sorteo.' })
    .max(10, { error: 'No puede haber más de 10 jugadas por sorteo.' }),
  price: zMoneyInput('El precio'),
  daily_first_percent: ZPercent,
  daily_second_percent: ZPercent,
  weekly_percent: ZPercent,
  points_per_hit: points('Los puntos por acierto').min(1, { error: 'Cada acierto vale al menos un punto.' }),
  first_min_points: points('Los puntos mínimos del primer acumulado'),
  second_min_points: points('Los puntos mínimos del segundo acumulado'),
  weekly_min_points: points('Los puntos mínimos del pote semanal'),
  annul_minutes: points('Los minutos para anular'),
  status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'El estado debe ser ACTIVE o INACTIVE.' }).default('ACTIVE'),
});
export type SavePollaTypeRequest = z.input<typeof ZSavePollaTypeRequest>;

export const ZCedulaType = z.enum(['V', 'E'], { error: 'El tipo de cédula debe ser V o E.' });
export const ZCedulaNumber = z
  .string({ error: 'La cédula es obligatoria.' })
  .trim()
  .regex(/^\d{5,9}$/, { error: 'La cédula debe tener entre 5 y 9 dígitos.' });

const personName = (label: string) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(2, { error: `${label} debe tener al menos 2 letras.` })
    .max(60, { error: `${label} no puede tener más de 60 caracteres.` });

export const ZPollaCustomer = z.object({
  id_type: ZCedulaType,
  id_number: ZCedulaNumber,
  first_name: personName('El nombre'),
  last_name: personName('El apellido'),
  phone: z
    .string({ error: 'El teléfono es obligatorio.' })
    .trim()
    .regex(/^\+?\d[\d -]{6,18}\d$/, { error: 'El teléfono debe tener entre 8 y 20 dígitos.' }),
});
export type PollaCustomer = z.infer<typeof ZPollaCustomer>;
export const ZCedula = ZPollaCustomer.pick({ id_type: true, id_number: true });

export const ZRegisterPollaTicketRequest = z.object({
  polla_type_id: zId('El tipo de polla'),
  customer: ZPollaCustomer,
  picks: z
    .array(
      z.object({
        draw_id: zId('El sorteo'),
        numbers: z
          .array(z.string({ error: 'El animal es obligatorio.' }).trim().min(1).max(3), {
            error: 'Indique los animales del sorteo.',
          })
          .min(1, { error: 'Indique los animales del sorteo.' }),
      }),
      { error: 'Indique las jugadas.' },
    )
    .min(1, { error: 'Indique las jugadas.' })
    .max(24, { error: 'Demasiados sorteos.' }),
});
export type RegisterPollaTicketRequest = z.input<typeof ZRegisterPollaTicketRequest>;

export const ZPollaPick = z.object({ number: z.string(), name: z.string(), hit: z.boolean().nullable() });
export const ZPollaTicketDraw = z.object({
  occurrence_id: z.number().int(),
  draw_id: z.number().int(),
  draw_time: z.string(),
  result_number: z.string().nullable(),
  result_name: z.string().nullable(),
  picks: z.array(ZPollaPick),
});
export const ZPollaPrize = z.object({ first: z.string(), second: z.string(), weekly: z.string(), total: z.string() });

export const ZPollaTicket = z.object({
  id: z.number().int(),
  serial: z.string(),
  polla_type_id: z.number().int(),
  polla_type_name: z.string(),
  draw_date: z.string(),
  status: ZPollaTicketStatus,
  currency: ZCurrency,
  price: z.string(),
  sold_at: z.string(),
  taquilla_name: z.string(),
  agency_name: z.string(),
  customer: ZPollaCustomer,
  draws: z.array(ZPollaTicketDraw),
  score: z.number().int().nullable(),
  prize: ZPollaPrize,
  prize_expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PollaTicket = z.infer<typeof ZPollaTicket>;

export const ZPollaTicketRow = ZPollaTicket.omit({ draws: true, customer: true }).extend({
  customer_name: z.string(),
  cedula: z.string(),
  prize_total: z.string(),
});
export type PollaTicketRow = z.infer<typeof ZPollaTicketRow>;

export const ZPollaTicketListQuery = zListQueryOf(['sold_at', 'serial', 'status'], {
  date: ZIsoDate.optional(),
  status: zQueryArray(ZPollaTicketStatus).optional(),
  polla_type: zTextId('El tipo de polla').optional(),
});
export type PollaTicketListQuery = z.input<typeof ZPollaTicketListQuery>;

export const ZPollaTicketPage = zReportPage(ZPollaTicketRow, {
  tickets: z.number().int(),
  price: z.string(),
  prize_total: z.string(),
});
export type PollaTicketPage = z.infer<typeof ZPollaTicketPage>;

export const ZPollaTicketIdRequest = z.object({ id: zId('El ticket') });
export const ZPollaSerialRequest = z.object({
  serial: z
    .string({ error: 'El serial es obligatorio.' })
    .trim()
    .regex(/^\d{10}$/, { error: 'El serial debe tener 10 dígitos.' }),
});

export const POLLA_ERRORS = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
export const POLLA_CHANGE_ERRORS = { ...POLLA_ERRORS, 409: ZErrorResponse, 422: ZErrorResponse };

export const listPollaTypes = defineEndpoint({
  method: 'GET',
  path: `${POLLA_BASE}/types`,
  summary: 'Tipos de polla de la banca',
  tag: 'Polla',
  access: rule(POLLA_READERS),
  responses: { 200: z.object({ data: z.array(ZPollaType) }), ...POLLA_ERRORS },
});

export const savePollaType = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/types/save`,
  summary: 'Crea o cambia un tipo de polla: sorteos que cuentan, jugadas, precio, porcentajes y puntuación',
  tag: 'Polla',
  access: rule(POLLA_MANAGERS),
  request: { body: ZSavePollaTypeRequest },
  responses: { 200: ZPollaType, ...POLLA_CHANGE_ERRORS },
});

export const consultPollaCustomer = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/customers/consult`,
  summary: 'Datos de un cliente de la polla por su cédula',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZCedula },
  responses: { 200: ZPollaCustomer, ...POLLA_ERRORS },
});

export const listPollaTickets = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/tickets`,
  summary: 'Tickets de polla del día, por estado',
  tag: 'Polla',
  access: rule(POLLA_READERS),
  request: { body: ZPollaTicketListQuery },
  responses: { 200: ZPollaTicketPage, ...POLLA_ERRORS },
});

export const registerPollaTicket = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/tickets/register`,
  summary: 'Vende un ticket de polla a un cliente identificado',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZRegisterPollaTicketRequest },
  responses: { 200: ZPollaTicket, ...POLLA_CHANGE_ERRORS },
});

export const annulPollaTicket = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/tickets/anull`,
  summary: 'Anula un ticket de polla dentro de su ventana',
  tag: 'Polla',
  access: rule(POLLA_SELLER),
  request: { body: ZPollaTicketIdRequest },
  responses: { 200: ZPollaTicket, ...POLLA_CHANGE_ERRORS },
});

export const consultPollaTicket = defineEndpoint({
  method: 'POST',
  path: `${POLLA_BASE}/tickets/consult`,
  summary: 'Un ticket de polla por su serial',
  tag: 'Polla',
  access: rule(POLLA_READERS),
  request: { body: ZPollaSerialRequest },
  responses: { 200: ZPollaTicket, ...POLLA_ERRORS },
});

export const exportPollaTickets = exportEndpointOf(listPollaTickets);

export const pollaEndpoints = [
  exportPollaTickets,
  listPollaTypes,
  savePollaType,
  consultPollaCustomer,
  listPollaTickets,
  registerPollaTicket,
  annulPollaTicket,
  consultPollaTicket,
] as const;
