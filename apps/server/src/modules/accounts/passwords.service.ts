import {
  RESET_OTP_LENGTH,
  RESET_OTP_TTL_SECONDS,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
} from '@roi/contract/constants';
import type {
  ChangePasswordRequest,
  ForgetPasswordOtpVerifyRequest,
  ForgetPasswordVerifyRequest,
} from '@roi/contract/accounts';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  findAccountByEmail,
  findAccountById,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from '../auth/auth.repository.js';
import { passwordResetCodeEmail } from '../mail/templates.js';
import { revokeSessions, updatePasswordHash } from './accounts.repository.js';

/**
 * Forgotten password, step 1: a 6-digit code by email. Every address gets the same answer and a code
 * is recorded for it, so that neither the answer nor the sending limit tells which addresses exist;
 * only an active account is actually emailed.
 */
export async function sendPasswordResetCode(services: Services, email: string, ip: string) {
  const code = await services.codes.issue({
    purpose: 'password_reset',
    email,
    length: RESET_OTP_LENGTH,
    ttlSeconds: RESET_OTP_TTL_SECONDS,
  });
  const account = await findAccountByEmail(services.db, email);
  if (account?.status === 'active') {
    await services.mailer.send(
      passwordResetCodeEmail({
        to: email,
        organizationId: account.organizationId,
        organizationName: account.organizationName,
        code,
        validSeconds: RESET_OTP_TTL_SECONDS,
      }),
    );
  }
  await recordAudit(services.db, { event: 'account.reset_code_sent', subjectUserId: account?.id ?? null, ip, detail: { email } });
  return { email, expires_in_seconds: RESET_OTP_TTL_SECONDS };
}

/** Step 2: whether the code is right, without using it up (a wrong try still counts). */
export async function verifyPasswordResetCode(services: Services, request: ForgetPasswordOtpVerifyRequest) {
  await services.codes.check({ purpose: 'password_reset', email: request.email, code: request.otp, consume: false });
}

/** Step 3: the code sets the new password and ends every session of the account. */
export async function resetPassword(services: Services, request: ForgetPasswordVerifyRequest, ip: string) {
  await services.codes.check({ purpose: 'password_reset', email: request.email, code: request.otp, consume: true });
  const account = await findAccountByEmail(services.db, request.email);
  if (!account || account.status !== 'active') throw new AppError(400, 'invalidOrExpiredCode');
  const passwordHash = await hashPassword(request.password);
  await services.db.transaction(async (tx) => {
    await updatePasswordHash(tx, account.id, passwordHash);
    await revokeSessions(tx, account.id);
    await recordAudit(tx, {
      event: 'account.password_reset',
      actorUserId: account.id,
      subjectUserId: account.id,
      organizationId: account.organizationId,
      ip,
    });
  });
}

/**
 * A signed-in person changes their own password. The old password is checked against the same limit
 * as sign-in, so a stolen session cannot be used to guess it; every other session ends.
 */
export async function changePassword(services: Services, caller: Caller, request: ChangePasswordRequest) {
  if (request.user_id !== caller.userId || request.email !== caller.email) throw new AppError(403, 'forbidden');
  const attempt = await reserveSignInAttempt(services.db, caller.email, SIGN_IN_FAILURE_WINDOW_MINUTES);
  if (attempt.failures > SIGN_IN_FAILURE_LIMIT) throw new AppError(429, 'tooManySignInAttempts');
  const account = await findAccountById(services.db, caller.userId);
  if (!account || !(await verifyPassword(account.passwordHash, request.old_password))) {
    await recordAudit(services.db, { event: 'account.password_change_failed', actorUserId: caller.userId, subjectUserId: caller.userId, ip: caller.ip });
    throw new AppError(400, 'oldPasswordIncorrect');
  }
  await releaseSignInAttempt(services.db, caller.email);
  if (request.old_password === request.new_password) throw new AppError(400, 'newPasswordSameAsOld');
  const passwordHash = await hashPassword(request.new_password);
  await services.db.transaction(async (tx) => {
    await updatePasswordHash(tx, caller.userId, passwordHash);
    await revokeSessions(tx, caller.userId, caller.sessionId);
    await recordAudit(tx, {
      event: 'account.password_changed',
      actorUserId: caller.userId,
      subjectUserId: caller.userId,
      organizationId: caller.organizationId,
      ip: caller.ip,
    });
  });
}
