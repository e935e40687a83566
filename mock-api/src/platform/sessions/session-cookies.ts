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
 * A customer's session id again, sent only with the pages the server draws for them (decision 065):
 * the account's pages (their orders) and the checkout (the note naming their account). A page
 * request does not carry the API's cookie. One twin per path, never `Path=/`: every asset request
 * would carry the session. Strict: a page opened from another site never arrives with it and gets
 * the shared page.
 */
const PAGE_COOKIES: Partial<Record<SessionKind, readonly { name: string; path: string }[]>> = {
  customer: [
    { name: 'ps_page_session', path: '/account' },
    { name: 'ps_checkout_page_session', path: '/checkout' },
  ],
};

/** Before sign-in only the form's CSRF token is kept, in a cookie of its own: no session row for a mere visit. */
const FORM_TOKEN_COOKIES: Record<SessionKind, { name: string; path: string }> = {
  customer: { name: 'ps_form_token', path: '/api' },
  staff: { name: 'ps_staff_form_token', path: '/api/admin' },
};

/** Session ids are base64url, so the raw header value needs no decoding. */
export function sessionIdFromCookie(req: Request, kind: SessionKind): string | undefined {
  const names = [COOKIES[kind].name, ...(PAGE_COOKIES[kind] ?? []).map((page) => page.name)];
  for (const name of names) {
    const id = secretFromCookie(req, name);
    if (id) return id;
  }
  return undefined;
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

function pageCookies(kind: SessionKind, settings: CookieSettings): { name: string; options: CookieOptions }[] {
  return (PAGE_COOKIES[kind] ?? []).map(({ name, path }) => ({
    name,
    options: { httpOnly: true, sameSite: 'strict', secure: settings.secure, path },
  }));
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
  for (const page of pageCookies(kind, settings)) res.cookie(page.name, id, { ...page.options, expires });
}

export function clearSessionCookie(res: Response, kind: SessionKind, settings: CookieSettings) {
  const { name, path } = COOKIES[kind];
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
  for (const page of pageCookies(kind, settings)) res.clearCookie(page.name, page.options);
}

/** Lives as long as the browser session: a sign-in form left open overnight simply asks for a fresh token. */
export function setFormTokenCookie(res: Response, kind: SessionKind, token: string, settings: CookieSettings) {
  const { name, path } = FORM_TOKEN_COOKIES[kind];
  res.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure: settings.secure, path });
}
