import type { EndpointContract } from '@banca/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Part<C extends EndpointContract, K extends 'body' | 'query' | 'params'> = C['request'] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

type Answer<C extends EndpointContract> = {
  [S in keyof C['responses']]: z.input<C['responses'][S]>;
}[keyof C['responses']];

export type EndpointRequest<C extends EndpointContract> = FastifyRequest<{
  Body: Part<C, 'body'>;
  Querystring: Part<C, 'query'>;
  Params: Part<C, 'params'>;
}>;

export type EndpointHandler<C extends EndpointContract> = (
  request: EndpointRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C>>;

export interface EndpointOptions {
  /** Per-route limit of @fastify/rate-limit. */
  rateLimit?: { max: number; timeWindow: string | number };
  bodyLimit?: number;
  /** The caller may come from memory; see FastifyContextConfig.principal. */
  principal?: 'cached';
}

/**
 * The only way an API route is registered: its shapes, docs and ACCESS RULE come from the
 * contract, so the access plugin can enforce the rule before the handler runs.
 */
export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: EndpointHandler<C>,
  options: EndpointOptions = {},
): void {
  const bearer = contract.bearer ?? 'access';
  const { body, query, params } = contract.request ?? {};
  const schema: RouteShorthandOptions['schema'] = {
    summary: contract.summary,
    tags: [contract.tag],
    ...(body ? { body } : {}),
    ...(query ? { querystring: query } : {}),
    ...(params ? { params } : {}),
    response: contract.responses,
    security: bearer === 'none' ? [] : [{ bearer: [] }],
  };
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    config: {
      access: contract.access,
      bearer,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.principal ? { principal: options.principal } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as never,
  });
}
