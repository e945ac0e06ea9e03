import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import {
  referenceListResponseSchema,
  referenceQuerySchema,
  referenceSaveRequestSchema,
  referenceSaveResponseSchema,
} from '@roi/contract/posts';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';
import { getCaller } from '../../plugins/authentication.js';
import { getReference, saveReference } from './reference.service.js';

export function referenceRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.referenceGet,
      {
        schema: {
          tags: ['reference'],
          summary: 'A reference list: goal, industry, region, audience, country or timezone (decisions §6)',
          querystring: referenceQuerySchema,
          response: { 200: referenceListResponseSchema },
        },
      },
      async (request) => {
        const { category, include_inactive } = request.query;
        const records = await getReference(services, getCaller(request), category, include_inactive === 'true');
        return ok(MESSAGES.listLoaded, { records });
      },
    );

    app.post(
      API_PATHS.referenceSave,
      {
        schema: {
          tags: ['reference'],
          summary: 'Add, rename, reorder, retire or restore a reference entry (agency admins)',
          body: referenceSaveRequestSchema,
          response: { 200: referenceSaveResponseSchema },
        },
      },
      async (request) => ok(MESSAGES.referenceSaved, { data: await saveReference(services, getCaller(request), request.body) }),
    );
  };
}
