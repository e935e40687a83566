import { apiRequest, type ApiRequestOptions } from './api-client';
import { ApiError } from './api-error';

const CSRF_HEADER = 'x-csrf-token';

/** Staff and customers have separate sessions, each with its own token. */
const sessionPathFor = (path: string) =>
  path.startsWith('/api/admin') ? '/api/admin/auth/session' : '/api/account/session';

const tokens = new Map<string, Promise<string>>();

function tokenFor(sessionPath: string): Promise<string> {
  let token = tokens.get(sessionPath);
  if (!token) {
    token = apiRequest<{ csrfToken: string }>(sessionPath).then((session) => session.csrfToken);
    tokens.set(sessionPath, token);
    token.catch(() => tokens.delete(sessionPath));
  }
  return token;
}

/** Answers that start a new session (sign-in, sign-out) carry its token: keep it. */
function rememberToken(sessionPath: string, answer: unknown): void {
  const csrfToken = (answer as { csrfToken?: unknown } | null)?.csrfToken;
  if (typeof csrfToken === 'string') tokens.set(sessionPath, Promise.resolve(csrfToken));
}

/** Forgets the cached tokens, e.g. when another tab may have signed out. */
export function forgetCsrfTokens(): void {
  tokens.clear();
}

/**
 * apiRequest for the account and admin APIs: writes carry the session's CSRF token
 * (fetched once from its session route, with the cookie), and a token refused because
 * the session ended meanwhile is fetched again and the write tried once more.
 */
export async function authRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET' } = options;
  const sessionPath = sessionPathFor(path);
  if (method === 'GET') {
    const answer = await apiRequest<T>(path, options);
    if (path === sessionPath) rememberToken(sessionPath, answer);
    return answer;
  }
  const send = async () => {
    const token = await tokenFor(sessionPath);
    return apiRequest<T>(path, { ...options, headers: { ...options.headers, [CSRF_HEADER]: token } });
  };
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'CSRF')) throw error;
    tokens.delete(sessionPath);
    answer = await send();
  }
  rememberToken(sessionPath, answer);
  return answer;
}
