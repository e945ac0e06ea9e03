import type { FastifyInstance } from 'fastify';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import {
  addIntegration,
  chooseAccounts,
  disconnect,
  findIntegrations,
  findLinkedAccounts,
  findSandboxPosts,
  startConnection,
} from './integrations.service.js';

export function integrationRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, integrationEndpoints.oauthAuthorize, async ({ caller, body }) =>
      ok(MESSAGES.integrationStarted, { data: await startConnection(services, caller, body) }),
    );
    route(app, integrationEndpoints.addIntegration, async ({ caller, body }) =>
      ok(MESSAGES.integrationAdded, { data: await addIntegration(services, caller, body) }),
    );
    route(app, integrationEndpoints.linkedAccounts, async ({ caller, query }) =>
      ok(MESSAGES.linkedAccountsLoaded, { accounts: await findLinkedAccounts(services, caller, query) }),
    );
    route(app, integrationEndpoints.userIntegrations, async ({ caller, query }) =>
      ok(MESSAGES.integrationsLoaded, await findIntegrations(services, caller, query)),
    );
    route(app, integrationEndpoints.selectAccounts, async ({ caller, body }) =>
      ok(MESSAGES.accountsSelected, { data: await chooseAccounts(services, caller, body) }),
    );
    route(app, integrationEndpoints.disconnectIntegration, async ({ caller, body }) =>
      ok(MESSAGES.integrationDisconnected, { data: await disconnect(services, caller, body.integration_id) }),
    );
    route(app, integrationEndpoints.sandboxFeed, async ({ caller, query }) =>
      ok(MESSAGES.sandboxFeedLoaded, { records: await findSandboxPosts(services, caller, query.organizationId) }),
    );
  };
}
