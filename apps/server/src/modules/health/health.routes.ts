import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_PATHS } from '@roi/contract/api-paths';
import { envelopeWith } from '@roi/contract/envelope';
import { ok } from '../../lib/envelope.js';
import type { Services } from '../../services.js';

export function healthRoutes(services: Services, databaseKind: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.health,
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Whether the server and its database answer',
          security: [],
          response: { 200: envelopeWith({ data: z.object({ status: z.literal('ok'), database: z.string() }) }) },
        },
      },
      async () => {
        // Readiness: a database that does not answer makes this throw, and the error handler answers 503.
        await services.db.execute(sql`select 1`);
        return ok('ok', { data: { status: 'ok' as const, database: databaseKind } });
      },
    );

    app.get(
      API_PATHS.liveness,
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Whether the process answers at all (liveness), without touching the database',
          security: [],
          response: { 200: envelopeWith({ data: z.object({ status: z.literal('ok') }) }) },
        },
      },
      () => ok('ok', { data: { status: 'ok' as const } }),
    );
  };
}
