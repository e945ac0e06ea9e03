import { createHash, randomBytes, webcrypto } from 'node:crypto';
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

/**
 * The secret as a key of the platform's crypto, imported once per secret: given raw bytes, the JWT
 * library imports them anew for every token it signs or verifies, which cost as much as the rest of
 * checking a token.
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, key);
  }
  return key;
}

export async function createAccessToken(settings: TokenSettings, claims: AccessTokenInput): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .sign(await keyOf(settings.secret));
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature checked out, kept by the whole token (its signature included, so only the very
 * token checked is found) for as long as it lives: the platform's crypto checks an HMAC asynchronously,
 * through its thread pool, at a cost above the rest of a small authenticated request. Expiry is still
 * checked on every use.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, AccessTokenClaims>>();
const KEPT_VERIFIED_TOKENS = 10_000;

function verifiedTokensOf(secret: Uint8Array): Map<string, AccessTokenClaims> {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(secret, tokens);
  }
  return tokens;
}

/** The algorithm is pinned: a token signed any other way, or not at all, is refused. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AccessTokenCheck> {
  const verified = verifiedTokensOf(settings.secret);
  const kept = verified.get(token);
  if (kept) {
    // As the JWT library decides it: a token is expired from its `exp` second on.
    return kept.exp > Date.now() / 1000 ? { ok: true, claims: kept } : { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(settings.secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    verified.set(token, claims.data);
    if (verified.size > KEPT_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    return { ok: true, claims: claims.data };
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
