import { z } from 'zod';
import { envelopeWith } from './envelope.js';

/** The server and its database answer (200), or the database does not (503, the error envelope). */
export const healthResponseSchema = envelopeWith({ data: z.object({ status: z.literal('ok'), database: z.string() }) });
/** The process answers, whatever its database does. */
export const livenessResponseSchema = envelopeWith({ data: z.object({ status: z.literal('ok') }) });
/** The API's own description: an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });
