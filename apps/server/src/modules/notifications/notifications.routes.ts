import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@roi/contract/endpoints/notifications';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { listNotifications, readNotifications } from './notifications.service.js';

export function notificationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, notificationEndpoints.notificationList, async ({ caller }) =>
      ok(MESSAGES.notificationsLoaded, { data: await listNotifications(services, caller) }),
    );
    route(app, notificationEndpoints.notificationRead, async ({ caller, body }) =>
      ok(MESSAGES.notificationsRead, { data: await readNotifications(services, caller, body.ids) }),
    );
  };
}
