import {
  ORG_TYPE,
  SIGNUP_CODES_PER_DAY,
  SIGNUP_OTP_LENGTH,
  SIGNUP_OTP_TTL_SECONDS,
  SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR,
  SIGNUPS_PER_HOUR,
} from '@roi/contract/constants';
import type { CompanyDetailsRequest, SignupRequest, SignupVerifyRequest } from '@roi/contract/accounts';
import type { SessionData } from '@roi/contract/auth';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findAccountByEmail, findAccountById } from '../auth/auth.repository.js';
import { startSession } from '../auth/auth.service.js';
import { existingAccountEmail, signupCodeEmail } from '../mail/templates.js';
import { assertPermission } from '../access/access.service.js';
import { updateOrganization } from '../organizations/organizations.repository.js';
import { addressHasAccount, createOrganizationWithAdmin, lockAddress, revokeInvitationsOfAddress } from './accounts.repository.js';
import { takeRateLimit } from './rate-limits.js';

/**
 * Self sign-up, step 1: emails a 4-digit code. Nothing is created until the code is confirmed; what
 * will be created waits with the code. The answer is the same whether or not the address already has
 * an account: that address gets an email telling it so instead of a code.
 */
export async function startSignup(services: Services, request: SignupRequest, ip: string) {
  // Counted before the password is hashed: a flood costs neither the hashing nor the emails.
  await takeRateLimit(services.db, {
    key: `signups:${ip}`,
    max: SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR,
    windowMinutes: 60,
    code: 'tooManySignups',
  });
  await takeRateLimit(services.db, { key: 'signups:all', max: SIGNUPS_PER_HOUR, windowMinutes: 60, code: 'tooManySignups' });
  const passwordHash = await hashPassword(request.password);
  const code = await services.codes.issue({
    purpose: 'signup',
    email: request.email,
    length: SIGNUP_OTP_LENGTH,
    ttlSeconds: SIGNUP_OTP_TTL_SECONDS,
    sendsPerDay: SIGNUP_CODES_PER_DAY,
    payload: {
      firstName: request.first_name,
      lastName: request.last_name,
      organizationName: request.organization_name,
      passwordHash,
    },
  });
  const existing = await findAccountByEmail(services.db, request.email);
  await services.mailer.send(
    existing
      ? existingAccountEmail({
          to: request.email,
          organizationId: existing.organizationId,
          organizationName: existing.organizationName,
          link: `${services.config.appUrl}/login`,
        })
      : signupCodeEmail({
          to: request.email,
          code,
          validSeconds: SIGNUP_OTP_TTL_SECONDS,
        }),
  );
  await recordAudit(services.db, { event: 'account.signup_code_sent', ip, detail: { email: request.email } });
  return { email: request.email, expires_in_seconds: SIGNUP_OTP_TTL_SECONDS };
}

/**
 * Self sign-up, step 2: the code creates the organisation with this person as its Admin, signed in.
 * The address now has its account, so the invitations organisations sent it stop working.
 */
export async function completeSignup(services: Services, request: SignupVerifyRequest, ip: string): Promise<SessionData> {
  // Checked before the transaction: a wrong try must count even though the request then fails.
  const pending = await services.codes.check({ purpose: 'signup', email: request.email, code: request.otp, consume: true });
  return services.db.transaction(async (tx) => {
    await lockAddress(tx, request.email);
    // The address may have got its account (an accepted invitation) since the code was sent.
    if (await addressHasAccount(tx, request.email)) throw new AppError(409, 'userExists');
    const created = await createOrganizationWithAdmin(tx, {
      organizationName: pending.organizationName!,
      orgTypeId: ORG_TYPE.economicDevelopment,
      email: request.email,
      firstName: pending.firstName!,
      lastName: pending.lastName!,
      passwordHash: pending.passwordHash!,
    });
    await revokeInvitationsOfAddress(tx, request.email);
    await recordAudit(tx, {
      event: 'account.signed_up',
      actorUserId: created.userId,
      subjectUserId: created.userId,
      organizationId: created.organizationId,
      ip,
    });
    const account = await findAccountById(tx, created.userId);
    return startSession(services, tx, account!, ip);
  });
}

/** The company details of the sign-up flow, saved to the caller's own organisation. */
export async function saveCompanyDetails(services: Services, caller: Caller, request: CompanyDetailsRequest) {
  await assertPermission(services, caller, 'orgSettingsEdit');
  await updateOrganization(services.db, caller.organizationId, {
    website: request.website || null,
    country: request.country,
    timezone: request.timezone,
  });
  await recordAudit(services.db, {
    event: 'organization.updated',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    ip: caller.ip,
    detail: { fields: ['website', 'country', 'timezone'] },
  });
  return request;
}
