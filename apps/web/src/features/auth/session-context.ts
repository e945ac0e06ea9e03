import { createContext } from 'react';
import type { SessionUser } from '../../lib/storage';

export interface SessionContextValue {
  /** The signed-in user, or null when nobody is signed in. */
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Signs in and stores the session; rejects with the server's message. */
  login: (email: string, password: string) => Promise<void>;
  /** Ends the session here at once and tells the server when it can (best effort). */
  logout: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
