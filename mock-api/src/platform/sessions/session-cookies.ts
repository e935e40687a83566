import type { Request, Response } from 'express';
import type { SessionKind } from '../../db/sign-in-tables';

/**
 * One cookie per kind: a customer's reaches every API call (checkout links orders to
 * the account), a staff member's only the admin API.
 */
const COOKIES: Record<SessionKind, { name: string; path: string }> = {
  customer: { name: 'ps_session', path: '/api' },
  staff: { name: 'ps_staff_session', path: '/api/admin' },
};

/** Before sign-in only the form's CSRF token is kept, in a cookie of its own: no session row for a mere visit. */
const FORM_TOKEN_COOKIES: Record<SessionKind, { name: string; path: string }> = {
  customer: { name: 'ps_form_token', path: '/api' },
  staff: { name: 'ps_staff_form_token', path: '/api/admin' },
};

/** Session ids are base64url, so the raw header value needs no decoding. */
export function sessionIdFromCookie(req: Request, kind: SessionKind): string | undefined {
  return secretFromCookie(req, COOKIES[kind].name);
}

export function formTokenFromCookie(req: Request, kind: SessionKind): string | undefined {
  return secretFromCookie(req, FORM_TOKEN_COOKIES[kind].name);
}

function secretFromCookie(req: Request, name: string): string | undefined {
  const wanted = `${name}=`;
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const pair = part.trim();
    if (pair.startsWith(wanted)) {
      const value = pair.slice(wanted.length);
      if (/^[\w-]{43}$/.test(value)) return value;
    }
  }
  return undefined;
}

export interface CookieSettings {
  /** Set when the site is served over https (PUBLIC_URL), so the cookie never travels in clear. */
  secure: boolean;
}

export function setSessionCookie(
  res: Response,
  kind: SessionKind,
  id: string,
  expires: Date,
  settings: CookieSettings,
) {
  const { name, path } = COOKIES[kind];
  res.cookie(name, id, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path, expires });
}

export function clearSessionCookie(res: Response, kind: SessionKind, settings: CookieSettings) {
  const { name, path } = COOKIES[kind];
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
}

/** Lives as long as the browser session: a sign-in form left open overnight simply asks for a fresh token. */
export function setFormTokenCookie(res: Response, kind: SessionKind, token: string, settings: CookieSettings) {
  const { name, path } = FORM_TOKEN_COOKIES[kind];
  res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
}
