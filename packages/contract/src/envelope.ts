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

/** A failure also carries `code`: the key of its message in the contract, stable whatever the wording. */
export const errorEnvelopeSchema = envelopeBase.extend({ error: z.literal(true), code: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An answer with extra payload fields beside the envelope. */
export function envelopeWith<T extends z.ZodRawShape>(shape: T) {
  return envelopeBase.extend(shape);
}
