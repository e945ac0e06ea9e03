import type { FastifyInstance } from 'fastify';
import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { getReference, saveReference } from './reference.service.js';

export function referenceRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, referenceEndpoints.referenceGet, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, {
        records: await getReference(services, caller, query.category, query.include_inactive === 'true'),
      }),
    );
    route(app, referenceEndpoints.referenceSave, async ({ caller, body }) =>
      ok(MESSAGES.referenceSaved, { data: await saveReference(services, caller, body) }),
    );
  };
}
