import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  menuAccessQuerySchema,
  menuAccessResponseSchema,
  menuQuerySchema,
  menuResponseSchema,
} from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import { setMenuRequestSchema } from '@roi/contract/administration';
import { envelopeWith } from '@roi/contract/envelope';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { getMenu, getMenuAccess, setMenu } from './menu.service.js';

export function menuRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.getMenuAccess,
      {
        schema: {
          tags: ['menu'],
          summary: "The navigation of the caller's role and organisation",
          querystring: menuAccessQuerySchema,
          response: { 200: menuAccessResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.menuLoaded, { records: await getMenuAccess(services, getCaller(request), request.query) }),
    );

    app.get(
      API_PATHS.getMenu,
      {
        schema: {
          tags: ['menu'],
          summary: 'The menu-access matrix of a role in an organisation, for administrators',
          querystring: menuQuerySchema,
          response: { 200: menuResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.menuLoaded, { records: await getMenu(services, getCaller(request), request.query) }),
    );

    app.put(
      API_PATHS.setMenu,
      {
        schema: {
          tags: ['menu'],
          summary: 'Save which actions a role may use in an organisation; takes effect at once',
          body: setMenuRequestSchema,
          response: { 200: envelopeWith({}) },
        },
      },
      async (request) => {
        await setMenu(services, getCaller(request), request.body);
        return ok(MESSAGES.menuUpdated, {});
      },
    );
  };
}
