import { z } from 'zod';

/**
 * The parts of the API document the tests read. The objects are loose: what they do not name is kept
 * as it came, so the document read with it is still the whole document.
 */
const operationSchema = z.looseObject({
  operationId: z.string().optional(),
  parameters: z.array(z.looseObject({ name: z.string(), required: z.boolean().optional() })).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() }) })) })
    .optional(),
  responses: z.record(z.string(), z.unknown()),
});
export type Operation = z.infer<typeof operationSchema>;

export const apiDocumentSchema = z.looseObject({
  openapi: z.string(),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});
