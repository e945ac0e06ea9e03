import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@roi/contract/auth';
import { envelopeBase } from '@roi/contract/envelope';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { refreshSession, signIn, signOut } from './auth.service.js';

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.login,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a business email and password',
          security: [],
          body: loginRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.signedIn, { data: await signIn(services, request.body, request.ip) }),
    );

    app.post(
      API_PATHS.refreshToken,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token and get a new access token (idToken)',
          security: [],
          body: refreshRequestSchema,
          response: { 200: refreshResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.tokenRefreshed, await refreshSession(services, request.body.refreshToken, request.ip)),
    );

    app.post(
      API_PATHS.logout,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'End the session the refresh token belongs to',
          security: [],
          body: logoutRequestSchema,
          response: { 200: envelopeBase.extend({ error: z.literal(false) }) },
        },
      },
      async (request) => {
        await signOut(services, request.body.refreshToken, request.ip);
        return ok('Signed out', {});
      },
    );
  };
}
