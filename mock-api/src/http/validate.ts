import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error';

export type Source = 'query' | 'params' | 'body';

/** Told of each schema a route parses a request with: the API description's test compares them with the document. */
export type ParseObserver = (route: string, source: Source, schema: z.ZodType) => void;
let observer: ParseObserver | undefined;

export function observeParsing(next: ParseObserver | undefined): void {
  observer = next;
}

function routeOf(req: Request): string {
  const path = String(req.route?.path ?? req.path);
  return `${req.method} ${path === '/' && req.baseUrl ? req.baseUrl : req.baseUrl + path}`;
}

const sourceLabel: Record<Source, string> = {
  query: 'query parameter',
  params: 'path parameter',
  body: 'request body',
};

/** Maps zod issues to `{ "a.b": "message" }`, keeping the first problem per field. */
export function fieldsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A message the schema wrote for people ("Category name is required"), not a fragment ("must be a number"). */
const isSentence = (message: string) => /^\p{Lu}/u.test(message);

/**
 * The answer's message, which screens show as it is. When every field's message is written for
 * people, it is those messages ("Category name is required"); otherwise the request's part and
 * each field with its fragment ("Invalid query parameter: q must be at most 100 characters").
 */
function summaryOf(fields: Record<string, string>, source: Source): string {
  const messages = Object.values(fields);
  if (messages.every(isSentence)) {
    const distinct = [...new Set(messages)];
    return distinct.length === 1
      ? distinct[0]!
      : distinct.map((message) => message.replace(/(?<![.!?])$/, '.')).join(' ');
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join('; ');
  return `Invalid ${sourceLabel[source]}: ${summary}`;
}

/** Words for the answer's message when the default summary does not suit the screen that shows it. */
type Summary = (fields: Record<string, string>) => string;

function parse<S extends z.ZodType>(schema: S, req: Request, source: Source, summary?: Summary): z.output<S> {
  observer?.(routeOf(req), source, schema);
  const result = schema.safeParse(source === 'body' ? (req.body ?? {}) : req[source]);
  if (result.success) return result.data;
  const fields = fieldsFromIssues(result.error.issues);
  throw AppError.validation(summary ? summary(fields) : summaryOf(fields, source), fields);
}

export const parseQuery = <S extends z.ZodType>(schema: S, req: Request): z.output<S> => parse(schema, req, 'query');

export const parseParams = <S extends z.ZodType>(schema: S, req: Request): z.output<S> => parse(schema, req, 'params');

/** A JSON body; a missing body reads as {} so each required field is named in `fields`. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request, summary?: Summary): z.output<S> {
  if (req.is('application/json') === false) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json)');
  }
  return parse(schema, req, 'body', summary);
}

/** The text fields of a multipart form that a parser such as multer has read into `req.body`. */
export const parseFormFields = <S extends z.ZodType>(schema: S, req: Request): z.output<S> =>
  parse(schema, req, 'body');
