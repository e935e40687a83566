import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route as the API description shows it. `query` and `body` are the very schema objects
 * the route parses with (the description's test holds them to it); `response` is the shared
 * schema of the success answer where one exists.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The Express path, from /api (`/api/products/:slugOrId`). */
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body is sent when it is not JSON: an upload's form, a CSV file, raw bytes. */
  bodyType?: 'multipart/form-data' | 'text/csv' | 'application/octet-stream';
  response?: z.ZodType;
  /** The success answer is not JSON: an image, a file, a page, a CSV. */
  produces?: string;
}

type Shape = Omit<ApiOperation, 'method' | 'path' | 'summary'>;

const operation =
  (method: HttpMethod) =>
  (path: string, summary: string, shape: Shape = {}): ApiOperation => ({ method, path, summary, ...shape });

export const get = operation('get');
export const post = operation('post');
export const put = operation('put');
export const patch = operation('patch');
export const del = operation('delete');
