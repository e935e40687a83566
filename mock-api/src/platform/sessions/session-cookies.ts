import type { CookieOptions, Request, Response } from 'express';
import type { SessionKind } from '../../db/sign-in-tables';

/**
 * One cookie per kind: a customer's reaches every API call (checkout links orders to
 * the account), a staff member's only the admin API.
 */
const COOKIES: Record<SessionKind, { name: string; path: string }> = {
  customer: { name: 'ps_session', path: '/api' },
  staff: { name: 'ps_staff_session', path: '/api/admin' },
};

/**
 * A customer's session id again, sent only with the account's pages (decision 065): the server
 * draws a signed-in customer's order history for them, and a page request does not carry the API's
 * cookie. Strict: a page opened from another site never arrives with it and gets the shared page.
 */
const PAGE_COOKIES: Partial<Record<SessionKind, { name: string; path: string }>> = {
  customer: { name: 'ps_page_session', path: '/account' },
};

/** Before sign-in only the form's CSRF token is kept, in a cookie of its own: no session row for a mere visit. */
const FORM_TOKEN_COOKIES: Record<SessionKind, { name: string; path: string }> = {
  customer: { name: 'ps_form_token', path: '/api' },
  staff: { name: 'ps_staff_form_token', path: '/api/admin' },
};

/** Session ids are base64url, so the raw header value needs no decoding. */
export function sessionIdFromCookie(req: Request, kind: SessionKind): string | undefined {
  const page = PAGE_COOKIES[kind];
  return secretFromCookie(req, COOKIES[kind].name) ?? (page && secretFromCookie(req, page.name));
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

function pageCookie(kind: SessionKind, settings: CookieSettings): { name: string; options: CookieOptions } | undefined {
  const page = PAGE_COOKIES[kind];
  if (!page) return undefined;
  return { name: page.name, options: { httpOnly: true, sameSite: 'strict', secure: settings.secure, path: page.path } };
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
  const page = pageCookie(kind, settings);
  if (page) res.cookie(page.name, id, { ...page.options, expires });
}

export function clearSessionCookie(res: Response, kind: SessionKind, settings: CookieSettings) {
  const { name, path } = COOKIES[kind];
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
  const page = pageCookie(kind, settings);
  if (page) res.clearCookie(page.name, page.options);
}

/** Lives as long as the browser session: a sign-in form left open overnight simply asks for a fresh token. */
export function setFormTokenCookie(res: Response, kind: SessionKind, token: string, settings: CookieSettings) {
  const { name, path } = FORM_TOKEN_COOKIES[kind];
  res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
}
