import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@roi/contract/endpoint';
import { healthEndpoints } from '@roi/contract/endpoints/health';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createServices } from './services.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authenticate } from './modules/auth/auth.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { requireSessionByDefault } from './plugins/authentication.js';
import { answerClientError, errorEnvelope, registerErrorHandler } from './plugins/errors.js';
import { limitConnections, TIMEOUT_CHECK_INTERVAL_MS } from './plugins/connection-limits.js';
import { openApiDocument } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { refuseNulCharacters } from './plugins/text-input.js';
import { registerWebClient } from './plugins/web-client.js';
import { registerUploads } from './modules/media/media.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { outboxRoutes } from './modules/mail/outbox.routes.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { organizationRoutes } from './modules/organizations/organizations.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { postRoutes } from './modules/posts/posts.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { integrationRoutes } from './modules/integrations/integrations.routes.js';
import { RequestsInFlight } from './lib/requests-in-flight.js';
import { route } from './lib/route.js';
import type { Publisher } from './modules/publishing/publisher.js';
import type { ExpiryReminders } from './modules/scheduling/expiry-reminders.js';
import type { EndedRecords } from './modules/auth/ended-records.js';
import { publishingRoutes } from './modules/publishing/publishing.routes.js';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.js';
import { auditApiKeyCalls } from './modules/api-keys/api-keys.service.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import type { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher.js';
import type { AnalyticsCollector } from './modules/analytics/analytics-collector.js';
import type { ArchiveRetention } from './modules/archive/archive-retention.js';
import type { MonthlyReports } from './modules/analytics/monthly-reports.js';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { contentHubRoutes } from './modules/content-hub/content-hub.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { recordsRoutes } from './modules/archive/records.routes.js';
import { approvalRoutes } from './modules/approvals/approvals.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { helpRoutes } from './modules/help/support-contact.routes.js';
import { factRoutes } from './modules/facts/facts.routes.js';
import { registerTrackedLinks } from './modules/tracked-links/tracked-links.routes.js';

/** The largest JSON body any route takes; routes that take uploads raise their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: what the server starts and what the tests inject into. */
export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // A request must arrive whole in time (408 otherwise), so that one sent slowly cannot hold its
    // connection for ever; the answer takes the time it needs.
    requestTimeout: config.connections.requestTimeoutMs,
    http: { headersTimeout: config.connections.headersTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.status(400).send(errorEnvelope(400, 'invalidRequest', `Bad request: ${error.message}`));
    },
    schemaController: { compilersFactory: { buildValidator: replacedByZod, buildSerializer: replacedByZod } },
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, config.connections);
  // The API speaks JSON only: any other body is refused with 415 before it reaches a route.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(writtenOnceWhenFrozen);
  registerErrorHandler(app);
  await registerSecurity(app, config.corsOrigins);

  const services = createServices(config, database, app.log);
  const apiRoutes: ApiRoute[] = [];
  const servedEndpoints: Endpoint[] = [];
  const requestsInFlight = new RequestsInFlight();
  await app.register(async (api) => {
    requestsInFlight.register(api);
    refuseNulCharacters(api);
    // Every route the API serves, so that the access matrix test can hold each one to account.
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') {
          apiRoutes.push({ method, url: route.url, isPublic: route.config?.public === true, endpoint: route.config?.endpoint?.name });
        }
      }
      if (route.config?.endpoint) servedEndpoints.push(route.config.endpoint);
    });
    requireSessionByDefault(api, (authorization, ip) => authenticate(services, authorization, ip));
    auditApiKeyCalls(api, services);
    await api.register(healthRoutes(services, database.kind));
    await api.register(authRoutes(services));
    await api.register(menuRoutes(services));
    await api.register(accountRoutes(services));
    await api.register(userRoutes(services));
    await api.register(organizationRoutes(services));
    await api.register(profileRoutes(services));
    await api.register(referenceRoutes(services));
    await api.register(postRoutes(services));
    await api.register(assistantRoutes(services));
    await api.register(integrationRoutes(services));
    await api.register(publishingRoutes(services));
    await api.register(schedulingRoutes(services));
    await api.register(contentHubRoutes(services));
    await api.register(analyticsRoutes(services));
    await api.register(recordsRoutes(services));
    await api.register(approvalRoutes(services));
    await api.register(notificationRoutes(services));
    await api.register(dashboardRoutes(services));
    await api.register(outboxRoutes(services, !config.mail.smtpUrl));
    await api.register(apiKeyRoutes(services));
    await api.register(webhookRoutes(services));
    await api.register(helpRoutes(services));
    await api.register(factRoutes(services));
    // Made once, on first request, when every route has been registered; it describes the calls, not itself.
    let document: ReturnType<typeof openApiDocument> | undefined;
    route(api, healthEndpoints.openApi, async () => {
      document ??= openApiDocument(
        servedEndpoints.filter((endpoint) => endpoint !== healthEndpoints.openApi),
        config.appUrl,
      );
      return document;
    });
  });

  registerUploads(app, services.images);
  registerTrackedLinks(app, services);
  const { webDistDir } = config;
  if (webDistDir) await registerWebClient(app, webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (webDistDir && isClientRoute(request)) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(errorEnvelope(404, 'noRoute', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
  // Fastify's own close has stopped taking requests by now (new ones are answered 503); the ones
  // already taken in finish before the database closes under them.
  app.addHook('onClose', async () => {
    await requestsInFlight.settle();
    await services.publisher.stop();
    await services.webhooks.stop();
    await services.expiryReminders.stop();
    await services.endedRecords.stop();
    await services.analytics.stop();
    await services.archiveRetention.stop();
    await services.monthlyReports.stop();
    await services.mailer.flush();
    services.mailer.close();
    await database.close();
  });
  // Tests drive the worker themselves (PUBLISH_WORKER=false) through this.
  app.decorate('publisher', services.publisher);
  app.decorate('webhooks', services.webhooks);
  app.decorate('expiryReminders', services.expiryReminders);
  app.decorate('endedRecords', services.endedRecords);
  app.decorate('analytics', services.analytics);
  app.decorate('archiveRetention', services.archiveRetention);
  app.decorate('monthlyReports', services.monthlyReports);
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onReady', async () => {
    if (config.publishing.workerEnabled) {
      services.publisher.start();
      services.webhooks.start();
      services.expiryReminders.start();
      services.endedRecords.start();
      services.analytics.start();
      services.archiveRetention.start();
      services.monthlyReports.start();
    }
  });
  return app;
}

export interface ApiRoute {
  method: string;
  url: string;
  isPublic: boolean;
  /** The name of the endpoint of the table it was registered from (lib/route.ts); absent on one written by hand. */
  endpoint: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
    webhooks: WebhookDispatcher;
    expiryReminders: ExpiryReminders;
    endedRecords: EndedRecords;
    analytics: AnalyticsCollector;
    archiveRetention: ArchiveRetention;
    monthlyReports: MonthlyReports;
    apiRoutes: readonly ApiRoute[];
  }
}

/**
 * A page the client's router decides: a GET for HTML outside the API and the built assets. A missing
 * asset (an old hash after a deploy) stays a 404 so that the client reports it instead of parsing HTML.
 */
function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const isServerPath = ['/api/', '/auth/', '/assets/', '/uploads/', '/l/'].some((prefix) => path.startsWith(prefix));
  const wantsHtml = (request.headers.accept ?? '*/*').split(',').some((type) => /text\/html|\*\/\*/.test(type));
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath && wantsHtml;
}

/**
 * Fastify's own compilers (Ajv and fast-json-stringify, about 250 files and a tenth of a second of every
 * start) load unless other ones are named when it is built (docs/decisions/0021). Every schema is Zod's,
 * and the Zod compilers set right after replace this before any route is built: it is never called.
 */
function replacedByZod(): never {
  throw new Error('every schema is compiled by Zod');
}

/**
 * Answers checked against their endpoint's schema and written as JSON, as fastify-type-provider-zod
 * does; an answer that is a frozen object (one the server keeps in memory and hands out unchanged, such
 * as a role's navigation while its grants hold: docs/decisions/0021) is checked and written once per
 * route, and its JSON reused for as long as the object is kept.
 */
const writtenOnceWhenFrozen: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};
