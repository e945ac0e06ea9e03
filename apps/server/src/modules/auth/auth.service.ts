import { randomUUID } from 'node:crypto';
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
} from '@roi/contract/constants';
import type { LoginRequest, SessionData } from '@roi/contract/auth';
import { API_KEY_PREFIX } from '@roi/contract/api-keys';
import { AppError } from '../../lib/app-error.js';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../lib/caller.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Services } from '../../services.js';
import { authenticateApiKey } from '../api-keys/api-keys.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  claimRefreshToken,
  claimRepeatedRotation,
  findAccountByEmail,
  findAccountById,
  findRefreshToken,
  findSessionAccount,
  insertRefreshToken,
  lockSessionsOfToken,
  releaseSignInAttempt,
  reserveSignInAttempt,
  revokeRefreshTokenFamily,
  type Account,
} from './auth.repository.js';
import {
  createAccessToken,
  createRefreshToken,
  hashRefreshToken,
  verifyAccessToken,
} from './tokens.js';

export type ActiveAccount = NonNullable<Account>;

/** How long after a rotation the old refresh token may be exchanged again, its answer presumed lost. */
const REPEATED_ROTATION_GRACE_SECONDS = 10;

export async function signIn(services: Services, request: LoginRequest, ip: string): Promise<SessionData> {
  const { db } = services;
  const attempt = await reserveSignInAttempt(db, request.email, SIGN_IN_FAILURE_WINDOW_MINUTES);
  if (attempt.failures > SIGN_IN_FAILURE_LIMIT) {
    await recordAudit(db, { event: 'auth.login_locked', ip, detail: { email: request.email } });
    const windowEnds = attempt.windowStartedAt.getTime() + SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - Date.now()) / 1000));
    throw new AppError(429, 'tooManySignInAttempts', {
      details: { retry_after_seconds: retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
  const account = await findAccountByEmail(db, request.email);
  // Unknown addresses are verified against a decoy hash: the same work, the same answer.
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, request.password);
  if (!account || !passwordMatches || account.status !== 'active') {
    await recordAudit(db, {
      event: 'auth.login_failed',
      subjectUserId: account?.id ?? null,
      organizationId: account?.organizationId ?? null,
      ip,
      detail: account ? {} : { email: request.email },
    });
    throw new AppError(401, 'invalidCredentials');
  }
  await releaseSignInAttempt(db, request.email);
  return startSession(services, db, account, ip);
}

/** A new session (refresh-token family) for an account that has just proved who it is. */
export async function startSession(services: Services, db: Database, account: ActiveAccount, ip: string): Promise<SessionData> {
  const tokens = await issueTokens(services, db, account, randomUUID());
  await recordAudit(db, {
    event: 'auth.login',
    actorUserId: account.id,
    subjectUserId: account.id,
    organizationId: account.organizationId,
    ip,
  });
  return toSessionData(account, tokens);
}

/**
 * Rotates a refresh token. A token presented again moments after its rotation, before its successor has
 * been used, is rotated again: its first answer was probably lost. Any other token presented after its
 * use or its replacement has been copied, and every token of its session is revoked
 * (docs/product/accounts.md#sessions-and-tokens).
 */
export async function refreshSession(
  services: Services,
  refreshToken: string,
  ip: string,
): Promise<{ idToken: string; refreshToken: string }> {
  const tokenHash = hashRefreshToken(refreshToken);
  // Claiming the old token and storing its successor stand or fall together: a failure in between must
  // not leave the client holding a token the server already counts as used. In the user's turn, so that
  // a sign-out or another refresh of the same session cannot interleave.
  const rotated = await services.db.transaction(async (tx) => {
    if (!(await lockSessionsOfToken(tx, tokenHash))) return undefined;
    const claimed = await claimRefreshToken(tx, tokenHash);
    const repeated = claimed ? undefined : await claimRepeatedRotation(tx, tokenHash, REPEATED_ROTATION_GRACE_SECONDS);
    const granted = claimed ?? repeated;
    if (!granted) {
      await endCopiedSession(tx, tokenHash, ip);
      return undefined;
    }
    const account = await findAccountById(tx, granted.userId);
    if (!account || account.status !== 'active') {
      await revokeRefreshTokenFamily(tx, granted.familyId);
      return undefined;
    }
    const tokens = await issueTokens(services, tx, account, granted.familyId);
    await recordAudit(tx, {
      event: 'auth.refresh',
      actorUserId: account.id,
      subjectUserId: account.id,
      ip,
      detail: repeated ? { repeated: true } : {},
    });
    return tokens;
  });
  if (!rotated) throw new AppError(401, 'sessionExpired');
  return { idToken: rotated.accessToken, refreshToken: rotated.refreshToken };
}

/**
 * A refresh token that can be neither claimed nor repeated. An expired one never used says nothing; one
 * used or replaced has been copied, and ends its session if that is still live.
 */
async function endCopiedSession(db: Database, tokenHash: string, ip: string): Promise<void> {
  const known = await findRefreshToken(db, tokenHash);
  if (!known || (!known.usedAt && !known.revokedAt)) return;
  if ((await revokeRefreshTokenFamily(db, known.familyId)) > 0) {
    await recordAudit(db, { event: 'auth.refresh_reuse', subjectUserId: known.userId, ip });
  }
}

/** Ends the session the refresh token belongs to; answers the same whether or not it was live. */
export async function signOut(services: Services, refreshToken: string, ip: string): Promise<void> {
  const tokenHash = hashRefreshToken(refreshToken);
  await services.db.transaction(async (tx) => {
    const token = await lockSessionsOfToken(tx, tokenHash);
    if (!token) return;
    await revokeRefreshTokenFamily(tx, token.familyId);
    await recordAudit(tx, { event: 'auth.logout', actorUserId: token.userId, subjectUserId: token.userId, ip });
  });
}

/** Turns a bearer token into the caller, or refuses with 401. */
export async function authenticate(
  services: Services,
  authorization: string | undefined,
  ip: string,
): Promise<Caller> {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new AppError(401, 'signInRequired');
  if (token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(services, token, ip);
  const check = await verifyAccessToken(tokenSettings(services), token);
  if (!check.ok) {
    throw new AppError(401, check.reason === 'expired' ? 'sessionExpired' : 'signInRequired');
  }
  const { userId, sid } = check.claims;
  // Read first: a session kept in memory under this generation is as the database holds it now.
  const accessGeneration = await services.accessCache.generation.current();
  const account = await services.accessCache.sessions.get(`${userId}:${sid}`, accessGeneration, () =>
    findSessionAccount(services.db, userId, sid),
  );
  // A signed-out or ended session, like a disabled account, is refused at once, not when the token expires.
  if (!account || account.status !== 'active') throw new AppError(401, 'signInRequired');
  return {
    userId: account.id,
    email: account.email,
    organizationId: account.organizationId,
    orgTypeId: account.orgTypeId,
    roleId: account.roleId,
    sessionId: sid,
    ip,
    accessGeneration,
  };
}

async function issueTokens(services: Services, db: Database, account: ActiveAccount, familyId: string) {
  const accessToken = await createAccessToken(tokenSettings(services), {
    userId: account.id,
    sid: familyId,
    roleId: account.roleId,
    orgId: account.organizationId,
    username: account.email,
  });
  const { token: refreshToken, tokenHash } = createRefreshToken();
  await insertRefreshToken(db, {
    userId: account.id,
    familyId,
    tokenHash,
    ttlDays: services.config.refreshTokenTtlDays,
  });
  return { accessToken, refreshToken };
}

function tokenSettings(services: Services) {
  return { secret: services.config.jwtSecret, accessTokenTtlSeconds: services.config.accessTokenTtlSeconds };
}

function toSessionData(account: ActiveAccount, tokens: { accessToken: string; refreshToken: string }): SessionData {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    username: account.email,
    user_id: account.id,
    org_type: account.orgTypeId,
    role_id: account.roleId,
    org_id: account.organizationId,
    first_name: account.firstName,
    last_name: account.lastName,
    profile_image_url: account.profileImageUrl,
    role_name: account.roleName,
    org_name: account.organizationName,
    company_logo_url: account.companyLogoUrl,
  };
}
