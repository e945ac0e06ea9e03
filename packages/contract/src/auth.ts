import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './validation.js';

/**
 * The server takes any password up to the rule's maximum at sign-in: the rule decides which passwords
 * may be set, and the sign-in form already refuses the rest (docs/product/validation.md#sign-in).
 */
export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The session data that sign-in (and later registration) answers with. */
export const sessionDataSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  username: z.string(),
  user_id: z.number().int(),
  org_type: z.number().int(),
  role_id: z.number().int(),
  org_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
  role_name: z.string(),
  org_name: z.string(),
  company_logo_url: z.string().nullable(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const loginResponseSchema = envelopeWith({ data: sessionDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(512),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** idToken is the new access token, refreshToken the rotated refresh token. */
export const refreshResponseSchema = envelopeWith({ idToken: z.string(), refreshToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = refreshRequestSchema;

/**
 * The claims of the access token, plus the organisation and the session (the refresh-token family) it
 * belongs to (docs/product/accounts.md#sessions-and-tokens).
 */
export const accessTokenClaimsSchema = z.object({
  userId: z.number().int(),
  sid: z.uuid(),
  roleId: z.number().int(),
  orgId: z.number().int(),
  username: z.string(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Sign-out answers the envelope alone. */
export const logoutResponseSchema = envelopeWith({ error: z.literal(false) });
