import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@roi/contract/auth';

const ALGORITHM = 'HS256';
const ISSUER = 'roi-social';
const AUDIENCE = 'roi-social-api';

export interface TokenSettings {
  secret: Uint8Array;
  accessTokenTtlSeconds: number;
}

export type AccessTokenInput = Omit<AccessTokenClaims, 'exp'>;

export async function createAccessToken(settings: TokenSettings, claims: AccessTokenInput): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .sign(settings.secret);
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/** The algorithm is pinned: a token signed any other way, or not at all, is refused. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Refresh tokens are opaque and random; only their hash is stored. */
export function createRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
