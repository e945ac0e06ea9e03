import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthEndpoints } from '@roi/contract/endpoints/health';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';

export function healthRoutes(services: Services, databaseKind: string) {
  return async (app: FastifyInstance) => {
    route(app, healthEndpoints.health, async () => {
      // Readiness: a database that does not answer makes this throw, and the error handler answers 503.
      await services.db.execute(sql`select 1`);
      return ok('ok', { data: { status: 'ok' as const, database: databaseKind } });
    });
    route(app, healthEndpoints.liveness, async () => ok('ok', { data: { status: 'ok' as const } }));
  };
}
