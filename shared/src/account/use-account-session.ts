import { useSyncExternalStore } from 'react';
import { accountSessionSnapshot, subscribeToAccountSession, type AccountSession } from './account-session';

/** Who is signed in on this browser; the first subscriber triggers the one check a page makes. */
export function useAccountSession(): AccountSession {
  return useSyncExternalStore(subscribeToAccountSession, accountSessionSnapshot);
}
