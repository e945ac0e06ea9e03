import { MESSAGES } from '@roi/contract/messages';
import type { Database } from '../../db/database.js';
import { findSealedTokens, updateSealedTokens } from './integrations.repository.js';
import type { SocialNetwork } from './network.js';
import type { TokenCipher } from './token-cipher.js';

/** An access token this close to its end is renewed before use. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The connection cannot be used without the user's help (disconnected, expired, sealed by another key). */
export class UnusableConnection extends Error {}

/**
 * A connection's access token for a worker, renewed first when it is about to lapse and can be. What
 * the publishing worker and the analytics collector both call.
 */
export async function usableAccessToken(
  deps: { db: Database; tokenCipher: TokenCipher; network: SocialNetwork },
  integrationId: number,
  disconnectedMessage: string,
): Promise<string> {
  const { db, tokenCipher, network } = deps;
  const sealed = await findSealedTokens(db, integrationId);
  if (!sealed?.accessToken) throw new UnusableConnection(disconnectedMessage);
  const unseal = (value: string) => {
    try {
      return tokenCipher.decrypt(value, sealed.organizationId);
    } catch {
      // Another key sealed it: servers sharing one database must share TOKEN_ENCRYPTION_KEY.
      throw new UnusableConnection(MESSAGES.linkedInTokenUnreadable);
    }
  };
  const freshEnough = sealed.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
  if (freshEnough) return unseal(sealed.accessToken);
  const canRefresh = sealed.refreshToken && (!sealed.refreshTokenExpiresAt || sealed.refreshTokenExpiresAt.getTime() > Date.now());
  if (!canRefresh) throw new UnusableConnection(MESSAGES.linkedInExpired);
  const refreshToken = unseal(sealed.refreshToken!);
  const tokens = await network.refresh(refreshToken);
  await updateSealedTokens(db, integrationId, {
    accessToken: tokenCipher.encrypt(tokens.accessToken, sealed.organizationId),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: tokenCipher.encrypt(tokens.refreshToken ?? refreshToken, sealed.organizationId),
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? sealed.refreshTokenExpiresAt,
  });
  return tokens.accessToken;
}
