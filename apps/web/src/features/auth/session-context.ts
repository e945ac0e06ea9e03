import { createContext } from 'react';
import type { SessionData } from '@roi/contract/auth';
import type { SessionUser } from '../../lib/storage';

export interface SessionContextValue {
  /** The signed-in user, or null when nobody is signed in. */
  user: SessionUser | null;
  isAuthenticated: boolean;
  /**
   * Starts the session a server answer carries (sign-in, invitation completion, sign-up). The router is
   * rebuilt for the user's menu at the current address, whose public-route guard sends them on.
   */
  startSession: (session: SessionData) => void;
  /** Changes the stored user's details (name, picture) after they were saved, so the shell shows them at once. */
  updateUser: (changes: Partial<SessionUser>) => void;
  /** Ends the session here at once and tells the server when it can (best effort). */
  logout: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
