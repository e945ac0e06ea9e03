import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { exportTable, findFollowerDemographics, findOverview, findTable } from './analytics.service.js';

export function analyticsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, analyticsEndpoints.analyticsOverview, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { data: await findOverview(services, caller, query) }),
    );
    route(app, analyticsEndpoints.analyticsTable, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { records: await findTable(services, caller, query) }),
    );
    route(app, analyticsEndpoints.analyticsExport, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { data: await exportTable(services, caller, query) }),
    );
    route(app, analyticsEndpoints.analyticsDemographics, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { data: await findFollowerDemographics(services, caller, query.organizationId) }),
    );
  };
}
