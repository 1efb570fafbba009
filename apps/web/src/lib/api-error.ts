import { ERROR_CATALOGUE, ZErrorResponse } from '@banca/contracts';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** Every failed call ends as one of these: the server's code and Spanish message, typed. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: readonly FieldError[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: readonly FieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.';

/** Used when an answer carries no error body of ours (a proxy page, an empty 502…). */
function fallbackFor(status: number): { code: string; message: string } {
  if (status === 0) return { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  if (status === 401) return { code: 'UNAUTHENTICATED', message: ERROR_CATALOGUE.UNAUTHENTICATED.message };
  if (status === 403) return { code: 'FORBIDDEN', message: ERROR_CATALOGUE.FORBIDDEN.message };
  if (status === 404) return { code: 'ROUTE_NOT_FOUND', message: ERROR_CATALOGUE.ROUTE_NOT_FOUND.message };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE', message: ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.message };
  if (status === 429) return { code: 'RATE_LIMITED', message: ERROR_CATALOGUE.RATE_LIMITED.message };
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE', message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message };
  if (status >= 500) return { code: 'INTERNAL_ERROR', message: ERROR_CATALOGUE.INTERNAL_ERROR.message };
  return { code: 'UNKNOWN_ERROR', message: 'La solicitud no se pudo completar.' };
}

/** Reads an error answer into an ApiError, whatever its body. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const parsed = ZErrorResponse.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, request_id } = parsed.data;
    return new ApiError({
      status: response.status,
      code,
      message,
      fields: fields ?? [],
      ...(request_id ? { requestId: request_id } : {}),
    });
  }
  return new ApiError({ status: response.status, ...fallbackFor(response.status) });
}

export function networkError(): ApiError {
  return new ApiError({ status: 0, ...fallbackFor(0) });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return ERROR_CATALOGUE.INTERNAL_ERROR.message;
}
