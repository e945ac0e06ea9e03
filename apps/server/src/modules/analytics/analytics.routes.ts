import type { FastifyInstance } from 'fastify';
import { OUTCOME_SIGNATURE_HEADER } from '@roi/contract/analytics';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { buildReport, exportTable, findFollowerDemographics, findOverview, findTable } from './analytics.service.js';
import { getMonthlyReport, sendMonthlyReportNow, setMonthlyReport } from './monthly-reports.service.js';
import { findOutcomes, receiveOutcome, recordOutcome, removeOutcome, replaceOutcomeSecret } from './outcomes.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, on the routes whose signature covers it. */
    rawBody?: string;
  }
}

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
    route(app, analyticsEndpoints.analyticsReport, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { data: await buildReport(services, caller, query) }),
    );
    route(app, analyticsEndpoints.analyticsMonthlyReport, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, { data: await getMonthlyReport(services, caller, query.organizationId) }),
    );
    route(app, analyticsEndpoints.analyticsMonthlyReportSave, async ({ caller, body }) =>
      ok(MESSAGES.monthlyReportSaved, { data: await setMonthlyReport(services, caller, body) }),
    );
    route(app, analyticsEndpoints.analyticsMonthlyReportSend, async ({ caller, body }) =>
      ok(MESSAGES.monthlyReportSent, { data: await sendMonthlyReportNow(services, caller, body.organization_id) }),
    );
    route(app, analyticsEndpoints.analyticsOutcomes, async ({ caller, query }) =>
      ok(MESSAGES.analyticsLoaded, await findOutcomes(services, caller, query)),
    );
    route(app, analyticsEndpoints.analyticsOutcomeRecord, async ({ caller, body }) =>
      ok(MESSAGES.outcomeRecorded, { record: await recordOutcome(services, caller, body) }),
    );
    route(app, analyticsEndpoints.analyticsOutcomeDelete, async ({ caller, body }) => {
      await removeOutcome(services, caller, body.outcome_id);
      return ok(MESSAGES.outcomeDeleted, {});
    });
    route(app, analyticsEndpoints.analyticsOutcomeSecret, async ({ caller, body }) =>
      ok(MESSAGES.outcomeSecretCreated, { data: await replaceOutcomeSecret(services, caller, body.organization_id) }),
    );
    // The outcomes endpoint's signature covers the body's exact bytes: in its own scope, JSON is parsed
    // by Fastify's own parser (the same refusals) after the text is kept.
    await app.register(async (signed) => {
      const parseJson = signed.getDefaultJsonParser('error', 'error');
      signed.removeContentTypeParser('application/json');
      signed.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = body.toString();
        request.rawBody = text;
        void parseJson(request, text, done);
      });
      route(signed, analyticsEndpoints.outcomeReceive, async ({ body, request }) => {
        const signature = request.headers[OUTCOME_SIGNATURE_HEADER];
        const { record, created } = await receiveOutcome(services, body, request.rawBody ?? '', typeof signature === 'string' ? signature : undefined);
        return ok(created ? MESSAGES.outcomeRecorded : MESSAGES.outcomeAlreadyRecorded, { record });
      });
    });
  };
}
