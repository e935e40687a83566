import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { apiErrorBodySchema, type ApiErrorBody } from '@ps/shared/schemas';
import type { ApiTestContext } from './suite';

/** A shopper's browser: its own session id on every cart call. */
export function cartClient(api: ApiTestContext, sessionId: string = randomUUID()) {
  const call = (method: string, path: string, body?: unknown) =>
    api.fetch(`/api/cart${path}`, {
      method,
      headers: {
        'x-session-id': sessionId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    sessionId,
    call,
    get: () => call('GET', ''),
    add: (body: unknown) => call('POST', '/items', body),
    update: (itemId: number, body: unknown) => call('PUT', `/items/${itemId}`, body),
    remove: (itemId: number) => call('DELETE', `/items/${itemId}`),
    clear: () => call('DELETE', ''),
  };
}

/** The error body of a response that must have failed with `status`. */
export async function expectError(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return apiErrorBodySchema.parse(await response.json());
}
