import { z } from 'zod';

/**
 * Every JSON answer is an envelope: error flag, HTTP status, a human-readable message, and the payload
 * under the contract's names (data, records, total_count, accounts, idToken; docs/product/api.md#envelope).
 */
export const envelopeBase = z.object({
  error: z.boolean(),
  status_code: z.number().int(),
  message: z.string(),
});

export type EnvelopeBase = z.infer<typeof envelopeBase>;

export const errorEnvelopeSchema = envelopeBase.extend({ error: z.literal(true) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An answer with extra payload fields beside the envelope. */
export function envelopeWith<T extends z.ZodRawShape>(shape: T) {
  return envelopeBase.extend(shape);
}
