import type { Request, Response } from 'express';
import type { SessionKind } from '../../db/sign-in-tables';
import type { Db } from '../../db/tables';
import { clearSessionCookie, setSessionCookie, sessionIdFromCookie, type CookieSettings } from './session-cookies';
import type { SessionRecord, SessionStore, SessionSubject } from './session-store';

/**
 * Sessions as requests see them: read from the cookie once per request, started when
 * a form needs a CSRF token, replaced by a new id on every sign-in and sign-out.
 */
export function createSessionManager(store: SessionStore, cookies: CookieSettings) {
  const seen = new WeakMap<Request, Map<SessionKind, Promise<SessionRecord | null>>>();

  function current(req: Request, kind: SessionKind): Promise<SessionRecord | null> {
    let byKind = seen.get(req);
    if (!byKind) seen.set(req, (byKind = new Map()));
    let found = byKind.get(kind);
    if (!found) {
      const id = sessionIdFromCookie(req, kind);
      found = id ? store.find(kind, id) : Promise.resolve(null);
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

    /** The caller's session, or a new anonymous one that carries a CSRF token for the sign-in form. */
    async ensure(req: Request, res: Response, kind: SessionKind): Promise<SessionRecord> {
      return (await current(req, kind)) ?? start(req, res, kind, null);
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
