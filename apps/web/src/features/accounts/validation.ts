import type { CompanyDetailsRequest } from '@roi/contract/accounts';
import { COUNTRIES, RESET_OTP_LENGTH, SIGNUP_OTP_LENGTH, TIMEZONES } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { newPasswordProblem } from '@roi/contract/password-policy';
import { isValidEmail, isValidPassword, isValidWebsite } from '@roi/contract/validation';

/**
 * The form rules for invitations, sign-up, forgotten and changed passwords (docs/product/validation.md).
 * Each check answers the first problem in the rule's order, with the field it belongs to, or null when
 * the form may be sent.
 */
export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

function problem<Field extends string>(field: Field, message: string): FieldProblem<Field> {
  return { field, message };
}

/** Invitation and sign-up: the rule's message, then the common-password one. */
function choosablePasswordProblem(password: string): string | null {
  if (!isValidPassword(password)) return MESSAGES.provideValidPassword;
  return newPasswordProblem(password);
}

const isBlank = (value: string) => value.trim() === '';

export interface InviteCompletionForm {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export function validateInviteCompletion(form: InviteCompletionForm): FieldProblem<keyof InviteCompletionForm> | null {
  if (isBlank(form.firstName)) return problem('firstName', MESSAGES.enterAllFields);
  if (isBlank(form.lastName)) return problem('lastName', MESSAGES.enterAllFields);
  const passwordProblem = choosablePasswordProblem(form.password);
  if (passwordProblem) return problem('password', passwordProblem);
  if (form.confirmPassword !== form.password) return problem('confirmPassword', MESSAGES.passwordsDoNotMatch);
  return null;
}

export interface SignupForm {
  email: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  password: string;
  confirmPassword: string;
}

const SIGNUP_FIELDS = ['email', 'firstName', 'lastName', 'organizationName', 'password', 'confirmPassword'] as const;

export function validateSignup(form: SignupForm): FieldProblem<keyof SignupForm> | null {
  const empty = SIGNUP_FIELDS.find((field) => isBlank(form[field]));
  if (empty) return problem(empty, MESSAGES.enterAllFields);
  if (!isValidEmail(form.email.trim())) return problem('email', MESSAGES.emailFormat);
  const passwordProblem = choosablePasswordProblem(form.password);
  if (passwordProblem) return problem('password', passwordProblem);
  if (form.confirmPassword !== form.password) return problem('confirmPassword', MESSAGES.passwordsDoNotMatch);
  return null;
}

function isDigits(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** The sign-up code: exactly 4 digits. */
export function signupCodeProblem(code: string): string | null {
  return isDigits(code, SIGNUP_OTP_LENGTH) ? null : MESSAGES.checkSignupOtp;
}

/** Forgotten password, step 1: the address the code goes to. */
export function resetEmailProblem(email: string): string | null {
  return isValidEmail(email.trim()) ? null : MESSAGES.emailFormat;
}

/** Forgotten password, step 2: 6 characters, all digits. */
export function resetCodeProblem(code: string): string | null {
  return isDigits(code, RESET_OTP_LENGTH) ? null : MESSAGES.checkResetOtp;
}

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** Forgotten password, step 3: both fields, then that they match, then the password rule. */
export function validateResetPassword(form: NewPasswordForm): FieldProblem<keyof NewPasswordForm> | null {
  if (!form.password) return problem('password', MESSAGES.providePassword);
  if (!form.confirmPassword) return problem('confirmPassword', MESSAGES.providePassword);
  if (form.confirmPassword !== form.password) return problem('confirmPassword', MESSAGES.checkPasswordConfirmation);
  const passwordProblem = newPasswordProblem(form.password);
  if (passwordProblem) return problem('password', passwordProblem);
  return null;
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** My Profile's Change Password: all fields, the rule, different from the old, confirmed. */
export function validateChangePassword(form: ChangePasswordForm): FieldProblem<keyof ChangePasswordForm> | null {
  if (!form.oldPassword) return problem('oldPassword', MESSAGES.allFieldsRequired);
  if (!form.newPassword) return problem('newPassword', MESSAGES.allFieldsRequired);
  if (!form.confirmPassword) return problem('confirmPassword', MESSAGES.allFieldsRequired);
  const passwordProblem = newPasswordProblem(form.newPassword);
  if (passwordProblem) return problem('newPassword', passwordProblem);
  if (form.newPassword === form.oldPassword) return problem('newPassword', MESSAGES.newPasswordSameAsOld);
  if (form.confirmPassword !== form.newPassword) return problem('confirmPassword', MESSAGES.newPasswordMismatch);
  return null;
}

/**
 * A failed change shows the server's reason, or 'Failed to change password.' when there is none
 * (the API client's own generic fallback is not a reason).
 */
export function changePasswordFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message && message !== MESSAGES.somethingWentWrong ? message : MESSAGES.changePasswordFailed;
}


/** What is sent for the typed website: '' stays '', a bare domain gets https:// in front. */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export interface CompanyDetailsForm {
  website: string;
  country: string;
  timezone: string;
}

type CompanyDetailsCheck =
  | { request: CompanyDetailsRequest; problem: null }
  | { request: null; problem: FieldProblem<keyof CompanyDetailsForm> };

/** The company details to send, or the first problem: the website's form, then the two choices. */
export function checkCompanyDetails(form: CompanyDetailsForm): CompanyDetailsCheck {
  const website = normalizeWebsite(form.website);
  const country = COUNTRIES.find((name) => name === form.country);
  const timezone = TIMEZONES.find((zone) => zone.value === form.timezone)?.value;
  const refuse = (field: keyof CompanyDetailsForm, message: string) => ({ request: null, problem: problem(field, message) });
  if (!isValidWebsite(website)) return refuse('website', MESSAGES.websiteFormat);
  if (!country) return refuse('country', MESSAGES.enterAllFields);
  if (!timezone) return refuse('timezone', MESSAGES.enterAllFields);
  return { request: { website, country, timezone }, problem: null };
}
