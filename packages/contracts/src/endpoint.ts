import type { z } from 'zod';
import type { AccessRule } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which bearer a call carries: the access token (default), the refresh token, or none. */
export type BearerKind = 'access' | 'refresh' | 'none';

/**
 * One API endpoint: method, path (Fastify style, `:id`), its ACCESS RULE and its shapes.
 * The server registers routes from these; the client calls them; OpenAPI is derived.
 */
export interface EndpointContract {
  readonly method: HttpMethod;
  readonly path: string;
  /** One Spanish line for the API docs. */
  readonly summary: string;
  readonly tag: string;
  readonly access: AccessRule;
  readonly bearer?: BearerKind;
  readonly request?: {
    readonly body?: z.ZodType;
    readonly query?: z.ZodType;
    readonly params?: z.ZodType;
  };
  readonly responses: Readonly<Record<number, z.ZodType>>;
}

export function defineEndpoint<const T extends EndpointContract>(contract: T): T {
  return contract;
}

/**
 * A contract's path with its `:name` parameters filled in (`pathOf(annulTicket, { id })`): the web's
 * fetchers and the API's tests name the endpoint, never a hand-written `/api/v2/...` string.
 */
export function pathOf(contract: Pick<EndpointContract, 'path'>, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}
