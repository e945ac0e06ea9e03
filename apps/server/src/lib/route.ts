import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointInput } from '@roi/contract/endpoint';
import { AppError } from './app-error.js';
import type { Caller } from './caller.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint of the table this route serves; absent on routes outside the API. */
    endpoint?: Endpoint;
  }
}

/** Who called: the signed-in caller, except on a public endpoint, which has none. */
type CallerOf<E extends Endpoint> = E['access'] extends 'public' ? null : Caller;

export type RouteHandler<E extends Endpoint> = (
  input: EndpointInput<E> & { caller: CallerOf<E>; request: FastifyRequest; reply: FastifyReply },
) => Promise<EndpointAnswer<E> | FastifyReply>;

/**
 * Registers one endpoint of the contract's table: its method and path, the schemas its query and body
 * are validated with and its answer is written with, and whether it needs a session. The handler
 * supplies only what the call does.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: { bodyLimit?: number } = {},
): void {
  const isPublic = endpoint.access === 'public';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    config: { public: isPublic, endpoint },
    schema: {
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      // A stream of events or a calendar is written by the handler itself; everything else answers the envelope.
      ...(!endpoint.produces && { response: { 200: endpoint.answer } }),
    },
    handler: (request, reply) => {
      const caller = isPublic ? null : request.caller;
      if (!isPublic && !caller) throw new AppError(401, 'signInRequired');
      // A call about one's own things (profile, password, navigation) is a person's, never a tool's.
      if (caller?.apiKey && endpoint.access === 'session') throw new AppError(403, 'apiKeyNotForThisCall');
      return handler({
        query: request.query,
        body: request.body,
        caller,
        request,
        reply,
      } as Parameters<RouteHandler<E>>[0]);
    },
  });
}
