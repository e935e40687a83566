import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { apiErrorBodySchema, type ApiErrorBody } from '@ps/shared/schemas';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Asked {
  request: Request;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
}

type Body<Schema extends z.ZodType> = z.input<Schema> | ((asked: Asked) => z.input<Schema>);

/**
 * A handler whose answer is typed and checked by the shared schema the API answers with, so a fixture
 * that drifts from the API fails its test instead of showing a screen the server would never produce.
 */
export function answer<Schema extends z.ZodType>(
  method: Method,
  path: string,
  schema: Schema,
  body: Body<Schema>,
  init: { status?: number; after?: Promise<unknown> } = {},
) {
  return http[method](path, async ({ request, params }) => {
    // A slow server: the answer waits for the test to let it go.
    await init.after;
    const value =
      typeof body === 'function'
        ? (body as (asked: Asked) => unknown)({ request, url: new URL(request.url), params })
        : body;
    schema.parse(value);
    return HttpResponse.json(value as never, { status: init.status ?? 200 });
  });
}

/** The API's error body (`{ code, message, fields? }`) with its status. */
export const answerError = (method: Method, path: string, status: number, body: ApiErrorBody) =>
  answer(method, path, apiErrorBodySchema, body, { status });

/**
 * Stands in for a schema where `shared` has only a TypeScript type for an answer (the fan-photo
 * moderation page): the fixture is typed, not checked. Prefer a schema wherever one exists.
 */
export const typeOnly = <Body>() => ({ parse: (value: unknown) => value as Body }) as unknown as z.ZodType<Body>;

/** The network failing on the way (fetch rejects), as when the fan's connection drops. */
export const unreachable = (method: Method, path: string) => http[method](path, () => HttpResponse.error());
