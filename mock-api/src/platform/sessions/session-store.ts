import type { Selectable } from 'kysely';
import type { SessionKind, SessionsTable } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import {
  deleteSession,
  deleteSessionsEndedBy,
  deleteSessionsOf,
  findSession,
  insertSession,
  updateSession,
} from './repository';
import { hashOfToken, newSecretToken } from './secret-token';
import {
  ANONYMOUS_SESSION_TIMEOUTS,
  SECOND_FACTOR_TIMEOUTS,
  SESSION_TIMEOUTS,
  TOUCH_INTERVAL_MS,
} from './session-timeouts';

export type SessionRecord = Selectable<SessionsTable>;

/**
 * Who a session signs in: a customer or a staff user; none before sign-in. A staff member
 * whose password was right but whose second factor is awaited is `pendingStaffUserId`: no
 * guard reads that column, so the session grants nothing until the second step replaces it.
 */
export type SessionSubject = { customerId: number } | { staffUserId: number } | { pendingStaffUserId: number } | null;

const timeoutsFor = (kind: SessionKind, signedIn: boolean) =>
  signedIn ? SESSION_TIMEOUTS[kind] : ANONYMOUS_SESSION_TIMEOUTS;

function timeoutsOf(kind: SessionKind, subject: SessionSubject) {
  if (subject && 'pendingStaffUserId' in subject) return SECOND_FACTOR_TIMEOUTS;
  return timeoutsFor(kind, subject !== null);
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Sessions in PostgreSQL, so every replica knows them; only a hash of each id is stored. */
export function createSessionStore(db: Db, clock: Clock) {
  return {
    /**
     * A new session with a fresh id and CSRF token; the id goes to the cookie and nowhere else.
     * `trx`: the transaction that also writes the sign-in's audit row.
     */
    async start(
      kind: SessionKind,
      subject: SessionSubject,
      trx: Db = db,
    ): Promise<{ id: string; session: SessionRecord }> {
      const id = newSecretToken();
      const now = clock();
      const { idleMs, absoluteMs } = timeoutsOf(kind, subject);
      const session = await insertSession(trx, {
        idHash: hashOfToken(id),
        kind,
        customerId: subject && 'customerId' in subject ? subject.customerId : null,
        staffUserId: subject && 'staffUserId' in subject ? subject.staffUserId : null,
        pendingStaffUserId: subject && 'pendingStaffUserId' in subject ? subject.pendingStaffUserId : null,
        csrfToken: newSecretToken(),
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: later(now, idleMs),
        absoluteExpiresAt: later(now, absoluteMs),
      });
      return { id, session };
    },

    /**
     * The live session of this kind with this id; an expired one is deleted and reads as none.
     * `connection`: the one the request already holds, so reading its session takes no other.
     */
    async find(kind: SessionKind, id: string, connection: Db = db): Promise<SessionRecord | null> {
      const idHash = hashOfToken(id);
      const session = await findSession(connection, kind, idHash);
      if (!session) return null;
      const now = clock();
      if (session.idleExpiresAt <= now || session.absoluteExpiresAt <= now) {
        await deleteSession(connection, idHash);
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return session;
      const signedIn = session.customerId !== null || session.staffUserId !== null;
      const idleEnd = later(now, timeoutsFor(kind, signedIn).idleMs);
      const idleExpiresAt = idleEnd < session.absoluteExpiresAt ? idleEnd : session.absoluteExpiresAt;
      await updateSession(connection, idHash, { lastSeenAt: now, idleExpiresAt });
      return { ...session, lastSeenAt: now, idleExpiresAt };
    },

    async end(idHash: string, trx: Db = db): Promise<void> {
      await deleteSession(trx, idHash);
    },

    /** Signs a person out everywhere, as after a password change. */
    async endAllOf(subject: NonNullable<SessionSubject>, trx: Db = db): Promise<void> {
      await deleteSessionsOf(
        trx,
        'pendingStaffUserId' in subject ? { staffUserId: subject.pendingStaffUserId } : subject,
      );
    },

    /** Deletes sessions past either deadline; any replica may run it at any time. */
    async sweep(): Promise<void> {
      await deleteSessionsEndedBy(db, clock());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
