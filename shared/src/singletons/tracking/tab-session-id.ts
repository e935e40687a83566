import { storageKey } from '@ps/shared/rules';

// Not ps_session_id: that name is the cart's browser id in localStorage.
const TAB_SESSION_KEY = storageKey('tracking_session_id');

let current: string | null = null;

/** A per-tab id kept in sessionStorage, so a reload continues the session and a new tab starts one. */
export function getTabSessionId(): string {
  if (current) return current;
  try {
    current = window.sessionStorage.getItem(TAB_SESSION_KEY);
  } catch {
    current = null;
  }
  if (!current) {
    current = crypto.randomUUID();
    try {
      window.sessionStorage.setItem(TAB_SESSION_KEY, current);
    } catch {
      // Blocked storage: the id lives for this page load only.
    }
  }
  return current;
}

export function forgetTabSessionId(): void {
  current = null;
  try {
    window.sessionStorage.removeItem(TAB_SESSION_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}
