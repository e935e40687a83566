import { storageKey } from '@ps/shared/rules';

const SESSION_KEY = storageKey('session_id');
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isBrowserSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

/** Whether this browser already has a session id, without creating one (a first visit has none, so no cart either). */
export function hasBrowserSessionId(storage?: Storage): boolean {
  // A page drawn on the server has no browser, so no cart (decision 026).
  const store = storage ?? (typeof window === 'undefined' ? undefined : window.localStorage);
  return store !== undefined && isBrowserSessionId(store.getItem(SESSION_KEY));
}

/** The random id that ties a cart and its orders to this browser (sent as x-session-id). */
export function getBrowserSessionId(storage: Storage = window.localStorage): string {
  const stored = storage.getItem(SESSION_KEY);
  if (isBrowserSessionId(stored)) return stored;
  const created = crypto.randomUUID();
  storage.setItem(SESSION_KEY, created);
  return created;
}

/** Names this browser with another id: the account's cart after sign-in, a fresh one after sign-out. */
export function setBrowserSessionId(id: string, storage: Storage = window.localStorage): void {
  if (!isBrowserSessionId(id)) throw new Error('not a browser session id');
  storage.setItem(SESSION_KEY, id);
}
