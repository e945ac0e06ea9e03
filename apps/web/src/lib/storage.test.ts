import { describe, expect, it } from 'vitest';
import { sessionDataSchema, type SessionData } from '@roi/contract/auth';
import { decodeTokenClaims, isSessionData, isTokenExpired } from './storage';

function base64Url(value: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(value));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function token(payload: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.signature`;
}

const claims = { userId: 7, roleId: 1, orgId: 1, username: 'admin@example.com', exp: 1_900_000_000 };

describe('decodeTokenClaims', () => {
  it('reads the claims of an access token', () => {
    expect(decodeTokenClaims(token({ ...claims, iat: 1_899_999_100 }))).toEqual(claims);
  });

  it('reads base64url payloads with non-ASCII text', () => {
    const username = 'zoë+test?@exämple.com';
    expect(decodeTokenClaims(token({ ...claims, username }))?.username).toBe(username);
  });

  it('refuses malformed tokens and payloads without the claims', () => {
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(decodeTokenClaims(token({ userId: 7 }))).toBeNull();
    expect(decodeTokenClaims(token({ ...claims, exp: '1900000000' }))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const exp = 1_900_000_000;

  it('is false while the token has time left', () => {
    expect(isTokenExpired({ exp }, exp * 1000 - 5 * 60_000)).toBe(false);
  });

  it('is true once exp has passed', () => {
    expect(isTokenExpired({ exp }, exp * 1000 + 1)).toBe(true);
  });

  it('refreshes a little early, so that a token does not lapse in flight', () => {
    expect(isTokenExpired({ exp }, exp * 1000 - 10_000)).toBe(true);
  });
});

describe('isSessionData', () => {
  const session: SessionData = {
    access_token: token(claims),
    refresh_token: 'refresh',
    username: 'admin@example.com',
    user_id: 7,
    org_type: 1,
    role_id: 1,
    org_id: 1,
    first_name: 'Ada',
    last_name: 'Admin',
    profile_image_url: null,
    role_name: 'Agency Admin',
    org_name: 'ROI Agency',
    company_logo_url: null,
  };

  it("accepts a sign-in answer's session, as the contract's schema does", () => {
    expect(sessionDataSchema.safeParse(session).success).toBe(true);
    expect(isSessionData(session)).toBe(true);
  });

  it('refuses an answer without both tokens or without the user', () => {
    const { refresh_token: _refresh, ...withoutRefresh } = session;
    const { user_id: _user, ...withoutUser } = session;
    for (const answer of [undefined, {}, withoutRefresh, withoutUser, { ...session, access_token: 7 }]) {
      expect(isSessionData(answer)).toBe(false);
    }
  });
});
