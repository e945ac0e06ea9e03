import type { FastifyInstance } from 'fastify';
import { factEndpoints } from '@roi/contract/endpoints/facts';
import { MESSAGES } from '@roi/contract/messages';
import { FACT_IMPORT_MAX_BASE64_CHARS } from '@roi/contract/facts';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { addFact, findFactFigures, findFacts, importFacts, previewFactImport, removeFact } from './facts.service.js';

export function factRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, factEndpoints.factList, async ({ caller, query }) => ok(MESSAGES.listLoaded, await findFacts(services, caller, query.organizationId)));
    route(app, factEndpoints.factCreate, async ({ caller, body }) => ok(MESSAGES.factAdded, { data: await addFact(services, caller, body) }));
    route(app, factEndpoints.factDelete, async ({ caller, body }) => ok(MESSAGES.factDeleted, { data: await removeFact(services, caller, body.fact_id) }));
    route(app, factEndpoints.factFigures, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { data: await findFactFigures(services, caller, query.organizationId) }),
    );
    const importOptions = { bodyLimit: FACT_IMPORT_MAX_BASE64_CHARS + 4096 };
    route(app, factEndpoints.factImportPreview, async ({ caller, body }) => ok(MESSAGES.importPreviewed, await previewFactImport(services, caller, body)), importOptions);
    route(app, factEndpoints.factImport, async ({ caller, body }) => ok(MESSAGES.factsImported, { data: await importFacts(services, caller, body) }), importOptions);
  };
}
