import type { EndpointContract } from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import {
  registerEndpoint,
  type EndpointHandler,
  type EndpointOptions,
  type EndpointRequest,
} from '../plugins/endpoint';
import {
  contextOf,
  publicContextOf,
  type AuthenticatedRequest,
  type PublicContext,
  type UseCaseContext,
} from './use-case';

/** A contract whose caller signs in: it carries the access token, so the access plugin admitted a caller. */
type SignedInContract = EndpointContract & { readonly bearer?: 'access' };

type SignedInRequest<C extends EndpointContract> = EndpointRequest<C> & AuthenticatedRequest;

/** How a signed-in route whose handler is one use case is registered (see `registerUseCase`). */
type UseCaseRegistrar = <C extends SignedInContract, I>(
  app: FastifyInstance,
  contract: C,
  useCase: (ctx: UseCaseContext, input: I) => ReturnType<EndpointHandler<C>>,
  inputOf: (request: SignedInRequest<C>) => I,
  options?: EndpointOptions,
) => void;

/**
 * Registers a signed-in route whose handler is one use case: it gets the caller's context and
 * the input `inputOf` reads from the request (`bodyOf`, `queryOf`, `idOf`, `listInputOf`…).
 */
export const registerUseCase: UseCaseRegistrar = (app, contract, useCase, inputOf, options) =>
  registerSignedIn(app, contract, (request) => useCase(contextOf(request, app.db), inputOf(request)), options);

/**
 * `registerUseCase` for a report's read-only use case: it runs on the reports' connection, the
 * streaming replica while it keeps up, else the primary (ADR 056).
 */
export const registerReportUseCase: UseCaseRegistrar = (app, contract, useCase, inputOf, options) =>
  registerSignedIn(
    app,
    contract,
    (request) => app.reports.run((db) => useCase(contextOf(request, db), inputOf(request))),
    options,
  );

function registerSignedIn<C extends SignedInContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: SignedInRequest<C>) => ReturnType<EndpointHandler<C>>,
  options?: EndpointOptions,
): void {
  registerEndpoint(app, contract, handler as EndpointHandler<C>, options);
}

/** Registers a public route whose handler is one use case, as `registerUseCase` without a caller. */
export function registerPublicUseCase<C extends EndpointContract, I>(
  app: FastifyInstance,
  contract: C,
  useCase: (ctx: PublicContext, input: I) => ReturnType<EndpointHandler<C>>,
  inputOf: (request: EndpointRequest<C>) => I,
  options?: EndpointOptions,
): void {
  const db = app.db;
  registerEndpoint(app, contract, async (request) => useCase(publicContextOf(request, db), inputOf(request)), options);
}

/** The request's body, as the contract parsed it. */
export const bodyOf = <R extends { body: unknown }>(request: R): R['body'] => request.body;

/** The request's query, as the contract parsed it. */
export const queryOf = <R extends { query: unknown }>(request: R): R['query'] => request.query;

/** The `:id` of the path. */
export const idOf = <R extends { params: { id: unknown } }>(request: R): R['params']['id'] => request.params.id;

/** The `:id` of the path and the body as the changes to it: `{ id, changes }`. */
export const idAndChangesOf = <R extends { params: { id: unknown }; body: unknown }>(
  request: R,
): { id: R['params']['id']; changes: R['body'] } => ({ id: request.params.id, changes: request.body });

/** A use case that takes nothing but its context. */
export const noInput = (): undefined => undefined;
