import { ERROR_CATALOGUE, type ErrorCode, type ErrorResponse } from '@banca/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error';

/** Fastify's own error codes that are the caller's fault, mapped to our catalogue. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud no es un JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'El cuerpo de la solicitud está vacío.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'VALIDATION_ERROR', message: 'El tipo de contenido no es válido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_ERROR', message: 'La longitud del contenido no es válida.' },
};

/** One error handler for the whole API: typed codes, Spanish messages, no internals leaked. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorAnswer(error, request);
    if (status >= 500) request.log.error({ err: error, request_id: request.id }, 'error no controlado');
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.code(status).send(body);
  });
});

/** What the router itself refuses before any route runs, in Spanish like every other error. */
export const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'Un valor de la dirección es demasiado largo.',
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida.',
};

/** Fastify's `frameworkErrors`: the router's refusals (a bad or too long URL) as our 400. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, request, 'VALIDATION_ERROR', ROUTER_MESSAGES[error.code]);
}

export function sendError(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, message?: string) {
  return reply.code(ERROR_CATALOGUE[code].status).send(errorBody(request, code, message));
}

function toErrorAnswer(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) return { status: error.status, body: errorBody(request, error.code, error.message, error.fields) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = error.validation.map((issue) => ({
      field: issue.instancePath.slice(1).replaceAll('/', '.') || error.validationContext || 'body',
      message: issue.message ?? 'Valor no válido.',
    }));
    return { status: 400, body: errorBody(request, 'VALIDATION_ERROR', undefined, fields) };
  }
  if (error instanceof ResponseSerializationError) return { status: 500, body: errorBody(request, 'INTERNAL_ERROR') };
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: ERROR_CATALOGUE[known.code].status, body: errorBody(request, known.code, known.message) };
  if (error.statusCode === 429) return { status: 429, body: errorBody(request, 'RATE_LIMITED') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 400, body: errorBody(request, 'VALIDATION_ERROR') };
  }
  return { status: 500, body: errorBody(request, 'INTERNAL_ERROR') };
}

function errorBody(request: FastifyRequest, code: ErrorCode, message?: string, fields?: FieldError[]): ErrorResponse {
  return {
    code,
    message: message ?? ERROR_CATALOGUE[code].message,
    ...(fields?.length ? { fields } : {}),
    request_id: request.id,
  };
}
