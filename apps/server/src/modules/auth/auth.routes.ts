import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { refreshSession, signIn, signOut } from './auth.service.js';

export function authRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, authEndpoints.login, async ({ body, request }) =>
      ok(MESSAGES.signedIn, { data: await signIn(services, body, request.ip) }),
    );
    route(app, authEndpoints.refreshToken, async ({ body, request }) =>
      ok(MESSAGES.tokenRefreshed, await refreshSession(services, body.refreshToken, request.ip)),
    );
    route(app, authEndpoints.logout, async ({ body, request }) => {
      await signOut(services, body.refreshToken, request.ip);
      return ok('Signed out', {});
    });
  };
}
