import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import type { SessionData } from '@roi/contract/auth';
import { refreshTokens } from '../../db/schema.js';
import { answerOf } from '../../test/answers.js';
import { untilWaitingForLocks } from '../../test/lock-waits.js';
import { readAndSaveDraft } from '../../test/post-fixtures.js';
import { createClientOrganization, createTestApp, FIXTURE_PASSWORD, type ClientOrganization, type TestApp } from '../../test/test-app.js';

/**
 * Refreshes, repeats and sign-outs of one session sent at once, on PostgreSQL, where they run side by
 * side (docs/decisions/0039). Each test holds the audit log so that a refresh stops just before its
 * commit, having stored its successor, while the other requests arrive.
 */

let t: TestApp;
let client: ClientOrganization;
beforeAll(async () => {
  t = await createTestApp();
  client = await createClientOrganization(t.db, 'Concurrent Sessions Org');
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: API_PATHS.refreshToken, payload: { refreshToken } });
const signOut = (refreshToken: string) => t.app.inject({ method: 'POST', url: API_PATHS.logout, payload: { refreshToken } });

const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

/** The refresh tokens of the session that are neither used nor revoked. */
async function liveTokensOf(session: SessionData) {
  const [presented] = await t.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(session.refresh_token)));
  return t.db
    .select({ hash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, presented!.familyId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
}

/**
 * Runs `requests` while the audit log is locked: the first stops at its audit entry, after its tokens are
 * written; each next one is sent once the ones before wait. Answers their responses once all have ended.
 */
async function whileARefreshIsCommitting<T>(requests: (() => Promise<T>)[]): Promise<T[]> {
  const sent: Promise<T>[] = [];
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table audit_log in exclusive mode`);
    for (const [index, request] of requests.entries()) {
      sent.push(request());
      await untilWaitingForLocks(t.db, index + 1);
    }
  });
  return Promise.all(sent);
}

describe('a session refreshed and ended at the same time', () => {
  it('is ended by a sign-out sent while a refresh of it is committing, the token that refresh stored included', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    const [refreshed, signedOut] = await whileARefreshIsCommitting([() => refresh(session.refresh_token), () => signOut(session.refresh_token)]);
    expect(refreshed!.statusCode).toBe(200);
    expect(signedOut!.statusCode).toBe(200);
    expect(await liveTokensOf(session)).toEqual([]);
    const successor = answerOf(authEndpoints.refreshToken, refreshed!);
    expect((await refresh(successor.refreshToken)).statusCode).toBe(401);
    expect(await readAndSaveDraft(t, { ...session, access_token: successor.idToken })).toEqual([401, 401]);
  });

  it('serves two repeats of one token in turn: the later retires what the earlier stored, and one token stays live', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    await refresh(session.refresh_token);
    const answers = await whileARefreshIsCommitting([() => refresh(session.refresh_token), () => refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [, later] = answers.map((answer) => answerOf(authEndpoints.refreshToken, answer).refreshToken);
    expect(await liveTokensOf(session)).toEqual([{ hash: hashOf(later!) }]);
  });
});
