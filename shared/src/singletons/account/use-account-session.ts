import { useSyncExternalStore } from 'react';
import { accountSessionSnapshot, subscribeToAccountSession, type AccountSession } from './account-session';

/**
 * A page drawn on the server does not know who will read it (decision 026): it shows what a page
 * shows while the session is checked, never "signed out" to someone who is signed in.
 */
const ON_THE_SERVER: AccountSession = { status: 'checking' };

/** Who is signed in on this browser; the first subscriber triggers the one check a page makes. */
export function useAccountSession(): AccountSession {
  return useSyncExternalStore(subscribeToAccountSession, accountSessionSnapshot, () => ON_THE_SERVER);
}
