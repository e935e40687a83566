import type { z } from 'zod';
import { answer } from './answer';
import { mockServer } from './mock-server';

/** One page of a list the way the API cuts it: rows `offset + 1` to `offset + limit` of `total`. */
export function pageOf<Row>(query: URLSearchParams, total: number, row: (number: number) => Row): Row[] {
  const limit = Number(query.get('limit') ?? 20);
  const offset = Number(query.get('offset') ?? 0);
  const count = Math.max(0, Math.min(limit, total - offset));
  return Array.from({ length: count }, (_, index) => row(offset + index + 1));
}

/**
 * Answers a console list route with `body` for each query, and keeps the queries it was asked, so a
 * test can check that what the address says is what the screen asked the API for.
 */
export function answerList<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  body: (query: URLSearchParams) => z.input<Schema>,
): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  mockServer.use(
    answer('get', path, schema, ({ url }) => {
      asked.push(url.searchParams);
      return body(url.searchParams);
    }),
  );
  return asked;
}

/** Whether the screen has asked for this filter and page, e.g. `{ status: 'shipped', offset: '20' }`. */
export const askedFor = (asked: URLSearchParams[], expected: Record<string, string>) =>
  asked.some((query) => Object.entries(expected).every(([key, value]) => query.get(key) === value));

/** The pagination the API answers with for one page of `total` rows. */
export const paginationOf = (query: URLSearchParams, total: number) => ({
  total,
  hasMore: Number(query.get('offset') ?? 0) + Number(query.get('limit') ?? 20) < total,
});
