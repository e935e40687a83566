import { useSyncExternalStore } from 'react';
import { accountSessionSnapshot, subscribeToAccountSession, type AccountSession } from './account-session';

/** A page drawn on the server is nobody's (decision 026). */
const ON_THE_SERVER: AccountSession = { status: 'signed-out' };

/** Who is signed in on this browser; the first subscriber triggers the one check a page makes. */
export function useAccountSession(): AccountSession {
  return useSyncExternalStore(subscribeToAccountSession, accountSessionSnapshot, () => ON_THE_SERVER);
}
