import type { FastifyInstance } from 'fastify';
import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

export function apiKeyRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, apiKeyEndpoints.apiKeyList, async ({ caller }) => ok(MESSAGES.listLoaded, await listApiKeys(services, caller)));
    route(app, apiKeyEndpoints.apiKeyCreate, async ({ caller, body }) =>
      ok(MESSAGES.apiKeyCreated, { data: await createApiKey(services, caller, body) }),
    );
    route(app, apiKeyEndpoints.apiKeyRevoke, async ({ caller, body }) =>
      ok(MESSAGES.apiKeyRevokedDone, { data: await revokeApiKey(services, caller, body.api_key_id) }),
    );
  };
}
