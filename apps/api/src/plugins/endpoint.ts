import {
  contentDispositionOf,
  EXPORT_FORMATS,
  FILE_CONTENT_TYPES,
  isFileEndpoint,
  type FileEndpointContract,
  type EndpointContract,
} from '@banca/contracts';
import fastJson, { type Schema } from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { FileAnswer } from '../lib/file-answer';
import { holdExport } from '../lib/file-answer/export-limits';
import type { Principal } from '../lib/principal';

type Part<C extends EndpointContract, K extends 'body' | 'query' | 'params'> = C['request'] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** A file endpoint (contracts' file-answer.ts) answers a FileAnswer; registerEndpoint sends it. */
type Answer<C extends EndpointContract> = C extends { answer: 'file' }
  ? FileAnswer
  : {
      [S in keyof C['responses']]: z.input<C['responses'][S]>;
    }[keyof C['responses']];

/**
 * Who calls: a contract that carries no access token (only public ones may, checked at start-up)
 * has no caller; on every other route the access plugin admitted one before the handler.
 */
type Caller<C extends EndpointContract> = C extends { bearer: 'none' | 'refresh' } ? unknown : { principal: Principal };

export type EndpointRequest<C extends EndpointContract> = FastifyRequest<{
  Body: Part<C, 'body'>;
  Querystring: Part<C, 'query'>;
  Params: Part<C, 'params'>;
}> &
  Caller<C>;

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
  /**
   * 'compiled': answers are written by a serializer compiled from the contract's schemas
   * (fast-json-stringify), which sends only the declared fields but does not validate them
   * again at run time (ADR 033). Only for the hot path, whose tests parse every answer.
   */
  serializer?: 'compiled';
}

/** The 'compiled' serializer: the contract's schema as JSON Schema, compiled once per status. */
const compiledSerializer: FastifySerializerCompiler<FastifySchema> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'input', target: 'draft-7' }) as Schema);

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
    response: isFileEndpoint(contract) ? fileResponses(contract.responses) : contract.responses,
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
    ...(options.serializer === 'compiled' ? { serializerCompiler: compiledSerializer } : {}),
    handler: (isFileEndpoint(contract)
      ? sendingFile(app, handler as unknown as EndpointHandler<FileEndpointContract>)
      : handler) as never,
  });
}

/** OpenAPI: the 200 of a file endpoint is one of the export formats' bytes. */
function fileResponses(responses: EndpointContract['responses']) {
  const file = { schema: responses[200]! };
  const content = Object.fromEntries(EXPORT_FORMATS.map((format) => [FILE_CONTENT_TYPES[format], file]));
  return { ...responses, 200: { description: 'El archivo, como adjunto.', content } };
}

/**
 * A file answer goes out as a stream with its type and Spanish file name, never through a JSON
 * serializer. An error thrown before (validation, access, the query) is the usual JSON error.
 * The caller's exports at once and per minute are limited (EXPORTS_AT_ONCE_PER_USER,
 * EXPORTS_PER_MINUTE_PER_USER): one is held from the handler until its answer is closed.
 */
function sendingFile<C extends FileEndpointContract>(app: FastifyInstance, handler: EndpointHandler<C>) {
  return async (request: EndpointRequest<C>, reply: FastifyReply) => {
    const caller = (request as { principal?: Principal }).principal;
    const release = caller ? holdExport(app.config, caller.id) : () => undefined;
    let file: FileAnswer;
    try {
      file = await handler(request, reply);
    } catch (error) {
      release();
      throw error;
    }
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    return reply
      .header('content-type', FILE_CONTENT_TYPES[file.format])
      .header('content-disposition', contentDispositionOf(file.fileName))
      .header('cache-control', 'no-store')
      .send(file.body);
  };
}
