import { authRequest } from '@ps/shared/api';
import { storageKey } from '@ps/shared/rules';

export interface AccountUser {
  email: string;
  name: string;
}

export type AccountSession =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: AccountUser };

/**
 * Set while this browser holds a customer session. The cookie itself is HttpOnly, so without this
 * mark every visitor's first page would have to ask the server; with it, only those who signed in do.
 */
const SIGNED_IN_KEY = storageKey('signed_in');
const SIGNED_OUT: AccountSession = { status: 'signed-out' };

function hasSignedInMark(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

let current: AccountSession = hasSignedInMark() ? { status: 'checking' } : SIGNED_OUT;
let checkStarted = false;
const listeners = new Set<() => void>();

function publish(next: AccountSession): void {
  current = next;
  try {
    if (next.status === 'signed-in') window.localStorage.setItem(SIGNED_IN_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Private modes may refuse storage; the session still works, the next page just asks again.
  }
  listeners.forEach((listener) => listener());
}

/** A hand-written check keeps zod off the first load of every page. */
function readUser(body: unknown): AccountUser | null {
  const user = (body as { user?: unknown } | null)?.user;
  if (typeof user !== 'object' || user === null) return null;
  const { email, name } = user as Record<string, unknown>;
  return typeof email === 'string' ? { email, name: typeof name === 'string' && name ? name : email } : null;
}

/** Asks the server who is signed in (GET /api/account/session) and tells every subscriber. */
export async function refreshAccountSession(): Promise<AccountSession> {
  try {
    const user = readUser(await authRequest<unknown>('/api/account/session'));
    publish(user ? { status: 'signed-in', user } : SIGNED_OUT);
  } catch {
    publish(SIGNED_OUT);
  }
  return current;
}

/** After sign-in, registration or sign-out the caller already knows the answer. */
export function setAccountUser(user: AccountUser | null): void {
  publish(user ? { status: 'signed-in', user: { ...user, name: user.name || user.email } } : SIGNED_OUT);
}

export function subscribeToAccountSession(listener: () => void): () => void {
  listeners.add(listener);
  if (current.status === 'checking' && !checkStarted) {
    checkStarted = true;
    void refreshAccountSession();
  }
  return () => listeners.delete(listener);
}

export const accountSessionSnapshot = (): AccountSession => current;
