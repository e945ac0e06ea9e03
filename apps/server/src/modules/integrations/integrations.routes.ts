import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import {
  addIntegrationRequestSchema,
  addIntegrationResponseSchema,
  disconnectRequestSchema,
  integrationResponseSchema,
  linkedAccountsQuerySchema,
  linkedAccountsResponseSchema,
  oauthAuthorizeRequestSchema,
  oauthAuthorizeResponseSchema,
  sandboxFeedQuerySchema,
  sandboxFeedResponseSchema,
  selectAccountsRequestSchema,
  userIntegrationsQuerySchema,
  userIntegrationsResponseSchema,
} from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import {
  addIntegration,
  chooseAccounts,
  disconnect,
  findIntegrations,
  findLinkedAccounts,
  findSandboxPosts,
  startConnection,
} from './integrations.service.js';

export function integrationRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.oauthAuthorize,
      {
        schema: {
          tags: ['integrations'],
          summary: 'Start connecting LinkedIn: answers where to send the browser (with state and PKCE)',
          body: oauthAuthorizeRequestSchema,
          response: { 200: oauthAuthorizeResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.integrationStarted, { data: await startConnection(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.addIntegration,
      {
        schema: {
          tags: ['integrations'],
          summary: 'Finish connecting: exchanges the code LinkedIn sent back with its state; answers the connection',
          body: addIntegrationRequestSchema,
          response: { 200: addIntegrationResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.integrationAdded, { data: await addIntegration(services, getCaller(request), request.body) }),
    );

    app.get(
      API_PATHS.linkedAccounts,
      {
        schema: {
          tags: ['integrations'],
          summary: "The accounts of the caller's latest connection: their member profile and the pages they administer",
          querystring: linkedAccountsQuerySchema,
          response: { 200: linkedAccountsResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.linkedAccountsLoaded, { accounts: await findLinkedAccounts(services, getCaller(request), request.query) }),
    );

    app.get(
      API_PATHS.userIntegrations,
      {
        schema: {
          tags: ['integrations'],
          summary: "The organisation's connections with their accounts and expiry, its time zone, and what the caller may do",
          querystring: userIntegrationsQuerySchema,
          response: { 200: userIntegrationsResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.integrationsLoaded, await findIntegrations(services, getCaller(request), request.query)),
    );

    app.post(
      API_PATHS.selectAccounts,
      {
        schema: {
          tags: ['integrations'],
          summary: 'Choose which accounts of a connection the organisation publishes to',
          body: selectAccountsRequestSchema,
          response: { 200: integrationResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.accountsSelected, { data: await chooseAccounts(services, getCaller(request), request.body) }),
    );

    app.post(
      API_PATHS.disconnectIntegration,
      {
        schema: {
          tags: ['integrations'],
          summary: 'Disconnect: the tokens are deleted and nothing more is published through the connection',
          body: disconnectRequestSchema,
          response: { 200: integrationResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.integrationDisconnected, {
          data: await disconnect(services, getCaller(request), request.body.integration_id),
        }),
    );

    app.get(
      API_PATHS.sandboxFeed,
      {
        schema: {
          tags: ['integrations'],
          summary: 'What the sandbox network received for the organisation, newest first',
          querystring: sandboxFeedQuerySchema,
          response: { 200: sandboxFeedResponseSchema },
        },
      },
      async (request) =>
        ok(MESSAGES.sandboxFeedLoaded, {
          records: await findSandboxPosts(services, getCaller(request), request.query.organizationId),
        }),
    );
  };
}
