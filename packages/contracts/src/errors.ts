import { z } from 'zod';

/**
 * The one error catalogue. Every error the API answers carries one of these codes; the
 * HTTP status and the Spanish message shown to the user come from here.
 */
export const ERROR_CATALOGUE = {
  /** Input failed validation: `fields` says which. */
  VALIDATION_ERROR: { status: 400, message: 'Los datos enviados no son válidos.' },
  /** The timezone header is not an IANA zone name. */
  INVALID_TIMEZONE: { status: 400, message: 'La zona horaria indicada no es válida.' },
  /** No usable credentials were sent. */
  UNAUTHENTICATED: { status: 401, message: 'Debe iniciar sesión para continuar.' },
  /** Sign-in failed; deliberately the same whatever was wrong. */
  INVALID_CREDENTIALS: { status: 401, message: 'Usuario o contraseña incorrectos.' },
  /** The access or refresh token is expired, revoked, tampered with or of the wrong type. */
  INVALID_TOKEN: { status: 401, message: 'Su sesión ha expirado. Inicie sesión nuevamente.' },
  /** Signed in, but the access rule does not allow it. */
  FORBIDDEN: { status: 403, message: 'No tiene permiso para realizar esta acción.' },
  /** The row does not exist, or is outside the caller's part of the network. */
  NOT_FOUND: { status: 404, message: 'El registro solicitado no existe.' },
  /** No such route. */
  ROUTE_NOT_FOUND: { status: 404, message: 'La ruta solicitada no existe.' },
  /** The change collides with the current state (duplicate, stale screen, in flight). */
  CONFLICT: { status: 409, message: 'La operación entra en conflicto con el estado actual.' },
  /** The body is larger than allowed. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande.' },
  /** The file sent is not of a type the endpoint takes (recognised by its bytes): `fields` says which. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'El tipo de archivo no se acepta.' },
  /** Well-formed but not acceptable in the current state. */
  UNPROCESSABLE: { status: 422, message: 'La operación no se puede procesar.' },
  /** A play's draw has stopped selling (its close instant passed, or it has a result). */
  DRAW_CLOSED: { status: 409, message: 'El sorteo ya cerró sus ventas.' },
  /** A play's draw is suspended for the taquilla's part of the network. */
  DRAW_SUSPENDED: { status: 409, message: 'El sorteo está suspendido.' },
  /** No play of the ticket could be sold: `fields` says which numbers are sold out or blocked. */
  SOLD_OUT: { status: 409, message: 'Ninguna jugada pudo venderse: los números están agotados o bloqueados.' },
  /** The Idempotency-Key was already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'La clave de idempotencia ya se usó con otra venta.' },
  /** A request with this Idempotency-Key is still being processed. */
  REQUEST_IN_PROGRESS: { status: 409, message: 'Esta venta se está procesando; espere la respuesta.' },
  /** The prize was already paid. */
  PRIZE_ALREADY_PAID: { status: 409, message: 'El premio de este ticket ya fue pagado.' },
  /** The prize is past its validity. */
  PRIZE_EXPIRED: { status: 422, message: 'El premio de este ticket está vencido.' },
  /** The external results provider did not answer, or answered something unusable. */
  RESULTS_PROVIDER_FAILED: {
    status: 502,
    message: 'El proveedor de resultados no respondió correctamente. Intente más tarde.',
  },
  /** The messaging provider that sends a ticket's digital copy did not take it. */
  MESSAGE_PROVIDER_FAILED: {
    status: 502,
    message: 'El proveedor de mensajes no aceptó el envío. Entregue el enlace o el texto al cliente.',
  },
  /** Too many failed sign-ins for this account or address. */
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    message: 'Demasiados intentos fallidos. Espere unos minutos antes de intentarlo de nuevo.',
  },
  /** Too many requests from this address. */
  RATE_LIMITED: { status: 429, message: 'Demasiadas solicitudes. Intente de nuevo en unos segundos.' },
  /** Anything unexpected: details go to the log, never to the answer. */
  INTERNAL_ERROR: {
    status: 500,
    message: 'El servidor tuvo un inconveniente. Intente más tarde y, si persiste, avise al equipo.',
  },
  /** The database is not reachable. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'El servicio no está disponible en este momento.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;


/** The body of every error answer. */
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level problems, `field` being a dotted path such as `plays.0.amount`. */
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;
