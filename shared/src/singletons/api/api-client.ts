import type { ApiErrorBody } from '@ps/shared/schemas';
import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The spec's helper throws on 401 by default; some reads prefer null. */
  on401?: 'throw' | 'returnNull';
}

const settings = { baseUrl: '' };

/** A remote served from another origin still talks to the API of the page it runs in, unless told otherwise. */
export function configureApi(options: { baseUrl: string }): void {
  settings.baseUrl = options.baseUrl.replace(/\/$/, '');
}

/** A hand-written check keeps zod out of every page's first load. */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, fields } = value as Record<string, unknown>;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === 'object' && fields !== null && Object.values(fields).every((text) => typeof text === 'string'));
  return typeof code === 'string' && typeof message === 'string' && fieldsOk;
}

/** Retry-After in seconds; the HTTP-date form is not sent by this API. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

async function readBody(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  if (!text) return { text, json: undefined };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: undefined };
  }
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal, on401 = 'throw' } = options;
  const hasBody = body !== undefined;
  // Files and forms go as they are: the browser sets their Content-Type (multipart boundary, text/csv).
  const raw = body instanceof FormData || body instanceof Blob;
  const response = await fetch(`${settings.baseUrl}${path}`, {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(hasBody && !raw ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: raw ? body : hasBody ? JSON.stringify(body) : undefined,
  });
  if (response.status === 401 && on401 === 'returnNull') return null as T;
  const { text, json } = await readBody(response);
  if (!response.ok) {
    const errorBody = isApiErrorBody(json) ? json : null;
    throw new ApiError(response.status, text || response.statusText, errorBody, retryAfter(response));
  }
  return json as T;
}
