import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { CSRF_HEADER } from '@ps/shared/schemas';
import { waitForMail } from './outbox';
import type { ApiTestContext } from './suite';

interface StoredCookie {
  value: string;
  path: string;
}

/** One Set-Cookie line as the browser would read it: name, value, attributes by lower-case name. */
export function parseSetCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const [name = '', ...value] = pair.split('=');
  const attrs = new Map(
    attributes.map((attribute) => {
      const [key = '', ...rest] = attribute.split('=');
      return [key.toLowerCase(), rest.join('=')] as const;
    }),
  );
  return { name, value: value.join('='), attrs };
}

/**
 * A browser with a cookie jar (path-scoped like a real one), a guest cart id (x-session-id)
 * and the CSRF token of its last session answer, sent on writes unless told otherwise.
 */
export function browser(api: ApiTestContext, baseUrl = api.baseUrl) {
  const jar = new Map<string, StoredCookie>();
  let csrfToken: string | undefined;
  const state = { cartSessionId: randomUUID(), lastSetCookies: [] as string[] };

  const cookieHeader = (path: string) =>
    [...jar]
      .filter(([, cookie]) => path === cookie.path || path.startsWith(`${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');

  function remember(response: Response) {
    state.lastSetCookies = response.headers.getSetCookie();
    for (const line of state.lastSetCookies) {
      const { name, value, attrs } = parseSetCookie(line);
      const expires = attrs.get('expires');
      if (!value || (expires && new Date(expires) <= new Date())) jar.delete(name);
      else jar.set(name, { value, path: attrs.get('path') ?? '/' });
    }
  }

  interface CallOptions {
    body?: unknown;
    /** 'session' (default) sends the token from the last session answer; a string sends that; null none. */
    csrf?: 'session' | string | null;
    headers?: Record<string, string>;
  }

  async function call(method: string, path: string, options: CallOptions = {}) {
    const { body, csrf = 'session', headers = {} } = options;
    const token = csrf === 'session' ? csrfToken : csrf;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-session-id': state.cartSessionId,
        ...(jar.size > 0 ? { cookie: cookieHeader(path) } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token && method !== 'GET' ? { [CSRF_HEADER]: token } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(response);
    return response;
  }

  /** Reads a session answer (account or staff) and keeps its CSRF token. */
  async function json<T extends { csrfToken?: string }>(response: Response): Promise<T> {
    const body = (await response.json()) as T;
    if (body.csrfToken) csrfToken = body.csrfToken;
    return body;
  }

  return {
    state,
    jar,
    /** Where this browser's server writes its mail. */
    outboxDir: api.outboxDir,
    cookieHeader,
    call,
    json,
    get: (path: string, options?: CallOptions) => call('GET', path, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, { ...options, body }),
    /** GET the session of this kind and keep its token. */
    async session<T extends { csrfToken?: string }>(path = '/api/account/session'): Promise<T> {
      const response = await call('GET', path);
      expect(response.status).toBe(200);
      return json<T>(response);
    },
  };
}

export type Browser = ReturnType<typeof browser>;

let people = 0;
/** A unique e-mail per call, so tests never meet each other's accounts. */
export const uniqueEmail = (prefix = 'fan') => `${prefix}-${process.pid}-${Date.now()}-${(people += 1)}@example.com`;

export const GOOD_PASSWORD = 'correct horse battery';

/** The token of the newest sign-up confirmation link mailed to `email` (waiting for the `nth` one). */
export async function confirmTokenFor(outboxDirs: string | readonly string[], email: string, nth = 1): Promise<string> {
  const isConfirmMail = (eml: string) => eml.includes(`To: ${email}`) && eml.includes('Subject: Confirm your e-mail');
  const mails = await waitForMail(outboxDirs, isConfirmMail, nth);
  const text = (mails[nth - 1] ?? '').replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const token = /\/account\/confirm\?token=([\w-]{43})/.exec(text)?.[1];
  expect(token, `a confirm link mailed to ${email}`).toBeDefined();
  return token ?? '';
}

/** Signs up and confirms through the mailed link: the browser ends signed in, as a customer does. */
export async function registerCustomer(
  page: Browser,
  overrides: Record<string, unknown> = {},
  outboxDirs: readonly string[] = [page.outboxDir],
) {
  await page.session();
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD, firstName: 'Jane', lastName: 'Doe', ...overrides };
  const response = await page.post('/api/account/register', body);
  expect(response.status).toBe(202);
  const email = body.email as string;
  const confirmed = await page.post('/api/account/confirm', { token: await confirmTokenFor(outboxDirs, email) });
  expect(confirmed.status).toBe(200);
  return { email, password: body.password as string, answer: await page.json(confirmed) };
}

export async function signIn(page: Browser, email: string, password: string) {
  await page.session();
  return page.post('/api/account/login', { email, password });
}
