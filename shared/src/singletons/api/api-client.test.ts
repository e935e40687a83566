import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApi } from './api-client';
import { ApiError } from './api-error';

function respondWith(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ baseUrl: '' });
  });

  it('sends JSON with credentials and parses the answer', async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    configureApi({ baseUrl: 'https://api.example.test/' });
    await expect(apiRequest('/api/cart/items', { method: 'POST', body: { quantity: 2 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api/cart/items');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"quantity":2}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns an error body into an ApiError with "{status}: {text}" and the server message', async () => {
    respondWith(400, '{"code":"VALIDATION_ERROR","message":"Quantity too high","fields":{"quantity":"Max 10"}}');
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(
      '400: {"code":"VALIDATION_ERROR","message":"Quantity too high","fields":{"quantity":"Max 10"}}',
    );
    expect(apiError.userMessage('fallback')).toBe('Quantity too high');
    expect(apiError.fields).toEqual({ quantity: 'Max 10' });
  });

  it('uses the status text when the body is empty, and the fallback message', async () => {
    respondWith(502, '', 'Bad Gateway');
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.userMessage('Failed to fetch cart')).toBe('Failed to fetch cart');
  });

  it('returns null on 401 only when asked to', async () => {
    respondWith(401, '{"code":"UNAUTHORIZED","message":"Sign in"}');
    await expect(apiRequest('/api/me', { on401: 'returnNull' })).resolves.toBeNull();
    respondWith(401, '{"code":"UNAUTHORIZED","message":"Sign in"}');
    await expect(apiRequest('/api/me')).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps how long a 429 asks the client to wait', async () => {
    respondWith(429, '{"code":"RATE_LIMITED","message":"Too many attempts"}', '', { 'Retry-After': '840' });
    const error = (await apiRequest('/api/account/login', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(840);
    respondWith(400, '{"code":"BAD_REQUEST","message":"No"}');
    expect(((await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError).retryAfterSeconds).toBeUndefined();
  });
});
