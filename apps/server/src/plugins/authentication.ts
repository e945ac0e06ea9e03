import type { FastifyInstance } from 'fastify';
import { isAgencyUser, type Caller } from '../lib/caller.js';
import { runInOrganizationScope } from '../db/organization-scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route that answers without a session; every other route requires one. */
    public?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Turns a request's Authorization header into its caller, or refuses with 401. */
export type Authenticate = (authorization: string | undefined, ip: string) => Promise<Caller>;

/** Every route registered in this scope requires a valid access token unless it is marked public. */
export function requireSessionByDefault(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.caller = await authenticate(request.headers.authorization, request.ip);
  });
  // The handler, and all it starts, runs in the caller's organisation scope, which PostgreSQL
  // enforces with row-level security: a query that forgets its organisation still sees only it.
  app.addHook('preHandler', (request, _reply, done) => {
    const { caller } = request;
    if (!caller) return done();
    runInOrganizationScope(isAgencyUser(caller) ? 'all' : { organizationId: caller.organizationId }, done);
  });
}
