import type { FastifyInstance } from 'fastify';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { getMenu, getMenuAccess, setMenu } from './menu.service.js';

export function menuRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, menuEndpoints.getMenuAccess, async ({ caller, query }) =>
      ok(MESSAGES.menuLoaded, { records: await getMenuAccess(services, caller, query) }),
    );
    route(app, menuEndpoints.getMenu, async ({ caller, query }) =>
      ok(MESSAGES.menuLoaded, { records: await getMenu(services, caller, query) }),
    );
    route(app, menuEndpoints.setMenu, async ({ caller, body }) => {
      await setMenu(services, caller, body);
      return ok(MESSAGES.menuUpdated, {});
    });
  };
}
