import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '@roi/contract/endpoints/dashboard';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { findDashboard } from './dashboard.service.js';

export function dashboardRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, dashboardEndpoints.dashboard, async ({ caller, query }) => ok(MESSAGES.listLoaded, { data: await findDashboard(services, caller, query) }));
  };
}
