import type { FastifyInstance } from 'fastify';
import { recordsEndpoints } from '@roi/contract/endpoints/archive';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { exportRecords, getRecordsSettings, liftRecordsHold, placeHold, saveRecordsRetention, searchRecords } from './records.service.js';

export function recordsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, recordsEndpoints.recordsSearch, async ({ caller, body }) => ok(MESSAGES.listLoaded, await searchRecords(services, caller, body)));
    route(app, recordsEndpoints.recordsExport, async ({ caller, body, reply }) => {
      const zip = await exportRecords(services, caller, body);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('x-post-count', String(zip.postCount))
        .type('application/zip')
        .send(zip.stream);
    });
    route(app, recordsEndpoints.recordsSettings, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { data: await getRecordsSettings(services, caller, query.organizationId) }),
    );
    route(app, recordsEndpoints.recordsRetentionSave, async ({ caller, body }) =>
      ok(MESSAGES.retentionSaved, { data: await saveRecordsRetention(services, caller, body) }),
    );
    route(app, recordsEndpoints.recordsHoldPlace, async ({ caller, body }) => ok(MESSAGES.holdPlaced, { data: await placeHold(services, caller, body) }));
    route(app, recordsEndpoints.recordsHoldLift, async ({ caller, body }) =>
      ok(MESSAGES.holdLifted, { data: await liftRecordsHold(services, caller, body) }),
    );
  };
}
