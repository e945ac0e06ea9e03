import { z } from 'zod';
import { COUNTRIES, RESET_OTP_LENGTH, SIGNUP_OTP_LENGTH, TIMEZONES } from './constants.js';
import { envelopeWith } from './envelope.js';
import { MESSAGES } from './messages.js';
import { newPasswordProblem } from './password-policy.js';
import { EMAIL_MAX_LENGTH, isValidEmail, isValidWebsite } from './validation.js';

/**
 * The wire contract of invitations, sign-up, forgotten and changed passwords
 * (docs/product/api.md#accounts-and-sessions).
 */

/** A rule that reads the text runs only on text within its length (zod runs every check otherwise). */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { abort: true })
  .refine(isValidEmail, MESSAGES.emailFormat);
const name = z.string().trim().min(1, MESSAGES.enterAllFields).max(100);
const id = z.number().int().positive().max(2_147_483_647);
const newPassword = z.string().max(200).superRefine((value, ctx) => {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const digits = (length: number, message: string) => z.string().regex(new RegExp(`^\\d{${length}}$`), message);
/** Invitation tokens are 43 base64url characters; anything far off is refused before a lookup. */
const externalId = z.string().min(1).max(200);
export const websiteSchema = z.string().trim().max(300).refine(isValidWebsite, MESSAGES.websiteFormat);

export const inviteRequestSchema = z.object({
  email,
  role_id: id,
  organization_id: id,
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const invitationSchema = z.object({ user_id: z.number().int(), email: z.string(), expires_at: z.string() });
export const inviteResponseSchema = envelopeWith({ data: invitationSchema });

export const reinviteRequestSchema = z.object({ user_id: id });
export type ReinviteRequest = z.infer<typeof reinviteRequestSchema>;

export const linkValidationRequestSchema = z.object({ externalId });
export const linkValidationResponseSchema = envelopeWith({
  data: z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), org_name: z.string() }),
});
export type LinkValidationResponse = z.infer<typeof linkValidationResponseSchema>;

export const registerRequestSchema = z.object({
  firstname: name,
  lastname: name,
  password: newPassword,
  externalId,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const signupRequestSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  organization_name: z.string().trim().min(1, MESSAGES.enterAllFields).max(200),
  password: newPassword,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const codeSentResponseSchema = envelopeWith({
  data: z.object({ email: z.string(), expires_in_seconds: z.number().int() }),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const signupVerifyRequestSchema = z.object({ email, otp: digits(SIGNUP_OTP_LENGTH, MESSAGES.checkSignupOtp) });
export type SignupVerifyRequest = z.infer<typeof signupVerifyRequestSchema>;

export const forgetPasswordOtpRequestSchema = z.object({ email });
export type ForgetPasswordOtpRequest = z.infer<typeof forgetPasswordOtpRequestSchema>;

export const forgetPasswordOtpVerifyRequestSchema = z.object({
  email,
  otp: digits(RESET_OTP_LENGTH, MESSAGES.checkResetOtp),
});
export type ForgetPasswordOtpVerifyRequest = z.infer<typeof forgetPasswordOtpVerifyRequestSchema>;

export const forgetPasswordVerifyRequestSchema = forgetPasswordOtpVerifyRequestSchema.extend({ password: newPassword });
export type ForgetPasswordVerifyRequest = z.infer<typeof forgetPasswordVerifyRequestSchema>;

export const changePasswordRequestSchema = z.object({
  user_id: id,
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH),
  old_password: z.string().min(1, MESSAGES.allFieldsRequired).max(200),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const companyDetailsRequestSchema = z.object({
  website: websiteSchema,
  country: z.enum(COUNTRIES),
  timezone: z.enum(TIMEZONES.map((zone) => zone.value) as [string, ...string[]]),
});
export type CompanyDetailsRequest = z.infer<typeof companyDetailsRequestSchema>;
export const companyDetailsResponseSchema = envelopeWith({ data: companyDetailsRequestSchema });

export const messageResponseSchema = envelopeWith({});
