import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { healthResponseSchema, livenessResponseSchema, openApiDocumentSchema } from '../health.js';

export const healthEndpoints = defineEndpoints({
  health: {
    method: 'GET',
    path: API_PATHS.health,
    tag: 'health',
    summary: 'Whether the server and its database answer (503 when the database does not)',
    access: 'public',
    answer: healthResponseSchema,
  },
  liveness: {
    method: 'GET',
    path: API_PATHS.liveness,
    tag: 'health',
    summary: 'Whether the process answers at all (liveness), without touching the database',
    access: 'public',
    answer: livenessResponseSchema,
  },
  openApi: {
    method: 'GET',
    path: API_PATHS.openApi,
    tag: 'health',
    summary: 'This description of the API, as an OpenAPI 3.1 document',
    access: 'public',
    answer: openApiDocumentSchema,
  },
});
