import type { SessionKind } from '../../db/sign-in-tables';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface SessionTimeouts {
  /** Signed out after this long without a request. */
  idleMs: number;
  /** Signed out this long after signing in, however active. */
  absoluteMs: number;
}

/** Staff sessions open the whole shop, so they end within a working day. */
export const SESSION_TIMEOUTS: Record<SessionKind, SessionTimeouts> = {
  customer: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
  staff: { idleMs: 12 * HOUR, absoluteMs: 24 * HOUR },
};

/** Before anyone signs in a session only carries the CSRF token of the sign-in form. */
export const ANONYMOUS_SESSION_TIMEOUTS: SessionTimeouts = { idleMs: DAY, absoluteMs: DAY };

/** Between a right password and the second factor: long enough to find the phone, no longer. */
export const SECOND_FACTOR_TIMEOUTS: SessionTimeouts = { idleMs: 10 * 60 * 1000, absoluteMs: 10 * 60 * 1000 };

/** Activity moves the idle deadline at most this often, so reads do not each write. */
export const TOUCH_INTERVAL_MS = 60 * 1000;
