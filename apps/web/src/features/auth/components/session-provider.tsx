import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionData } from '@roi/contract/auth';
import {
  clearSession,
  readRefreshToken,
  readSessionUser,
  saveSession,
  subscribeToSession,
  updateSessionUser,
} from '../../../lib/storage';
import { signOut } from '../api/sign-out';
import { SessionContext } from '../session-context';

/**
 * The session lives in localStorage, shared by the tabs; this provider mirrors it, so that
 * signing out in one tab signs out the others too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const user = useSyncExternalStore(subscribeToSession, readSessionUser);

  const startSession = useCallback(
    (session: SessionData) => {
      // Nothing cached for a previous user may show through to this one.
      queryClient.clear();
      saveSession(session);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    const refreshToken = readRefreshToken();
    clearSession();
    queryClient.clear();
    // The local session is gone whatever the server answers; a failed revocation must not keep anyone in.
    if (refreshToken) signOut(refreshToken).catch(() => undefined);
  }, [queryClient]);

  const value = useMemo(
    () => ({ user, isAuthenticated: user !== null, startSession, updateUser: updateSessionUser, logout }),
    [user, startSession, logout],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
