import type { Request, Response } from 'express';
import type { SessionKind } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import { newSecretToken } from './secret-token';
import {
  clearSessionCookie,
  formTokenFromCookie,
  setFormTokenCookie,
  setSessionCookie,
  sessionIdFromCookie,
  type CookieSettings,
} from './session-cookies';
import type { SessionRecord, SessionStore, SessionSubject } from './session-store';

/** What a page sees of its session: who is signed in, if anyone, and the token its forms send. */
export type SessionView = Pick<SessionRecord, 'csrfToken' | 'customerId' | 'staffUserId' | 'pendingStaffUserId'>;

const NOBODY = { customerId: null, staffUserId: null, pendingStaffUserId: null } as const;

/**
 * Sessions as requests see them: read from the cookie once per request, started at sign-in,
 * replaced by a new id on every sign-in and sign-out. Before sign-in a visitor's form token is a
 * cookie only (double submit), so visits and scripts create no rows.
 */
export function createSessionManager(store: SessionStore, cookies: CookieSettings) {
  const seen = new WeakMap<Request, Map<SessionKind, Promise<SessionRecord | null>>>();

  /**
   * `connection`: the one the request holds when it asks (PGlite has only one, and under load another
   * would be waited for); the first ask of a request reads the session, later asks share its answer.
   */
  function current(req: Request, kind: SessionKind, connection?: Db): Promise<SessionRecord | null> {
    let byKind = seen.get(req);
    if (!byKind) seen.set(req, (byKind = new Map()));
    let found = byKind.get(kind);
    if (!found) {
      const id = sessionIdFromCookie(req, kind);
      found = id ? store.find(kind, id, connection) : Promise.resolve(null);
      byKind.set(kind, found);
    }
    return found;
  }

  async function start(req: Request, res: Response, kind: SessionKind, subject: SessionSubject, trx?: Db) {
    const { id, session } = await store.start(kind, subject, trx);
    setSessionCookie(res, kind, id, session.absoluteExpiresAt, cookies);
    seen.get(req)?.set(kind, Promise.resolve(session));
    return session;
  }

  return {
    current,

    /** The caller's session, or for a visitor the CSRF token of the sign-in form, kept in a cookie. */
    async ensure(req: Request, res: Response, kind: SessionKind): Promise<SessionView> {
      const session = await current(req, kind);
      if (session) return session;
      let csrfToken = formTokenFromCookie(req, kind);
      if (!csrfToken) {
        csrfToken = newSecretToken();
        setFormTokenCookie(res, kind, csrfToken, cookies);
      }
      return { ...NOBODY, csrfToken };
    },

    /** The token a write must echo: its session's, or before sign-in the form token's cookie. */
    async expectedCsrfToken(req: Request, kind: SessionKind): Promise<string | undefined> {
      return (await current(req, kind))?.csrfToken ?? formTokenFromCookie(req, kind);
    },

    /**
     * A new id for the new privilege (sign-in, password change): the old id, known before, stops
     * working. `trx`: the transaction that audits the sign-in, so both happen or neither.
     */
    async rotate(
      req: Request,
      res: Response,
      kind: SessionKind,
      subject: SessionSubject,
      trx?: Db,
    ): Promise<SessionRecord> {
      const previous = await current(req, kind);
      if (previous) await store.end(previous.idHash, trx);
      return start(req, res, kind, subject, trx);
    },

    /** Ends the session on the server, so a copied cookie is worthless too. */
    async end(req: Request, res: Response, kind: SessionKind, trx?: Db): Promise<void> {
      const session = await current(req, kind);
      if (session) await store.end(session.idHash, trx);
      seen.get(req)?.set(kind, Promise.resolve(null));
      clearSessionCookie(res, kind, cookies);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
