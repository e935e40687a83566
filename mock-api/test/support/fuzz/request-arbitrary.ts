import fc from 'fast-check';
import type { z } from 'zod';
import type { FuzzFixtures } from './fixtures';
import { deepNesting, hostileString, RawText } from './hostile-values';
import type { Example, RouteRow } from './route-row';
import { MISSING, variantOf } from './schema-arbitrary';
import type { Envelope, FuzzRequest } from './wire';

const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1}}',
  '[1,]',
  "{'a':1}",
  'null',
  '"text"',
  '123',
  '\u0000',
  'tru',
  '{"a":"\\ud800"}',
];

const MEDIA_TYPES = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=no-such-charset',
  'Application/JSON',
  'application/merge-patch+json',
];

/** How a body can be framed wrong; the body itself stays the fuzzed one unless replaced by raw text. */
const envelope: fc.Arbitrary<Envelope> = fc.oneof(
  fc.constantFrom(...MEDIA_TYPES).map((contentType) => ({ contentType })),
  fc.constantFrom(...BROKEN_JSON).map((text) => ({ contentType: 'application/json', raw: new RawText(text) })),
  deepNesting.map((raw) => ({ contentType: 'application/json', raw })),
  fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown').map((contentEncoding) => ({
    contentType: 'application/json',
    contentEncoding,
    raw: new RawText('{"not":"compressed"}'),
  })),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Query strings, path parameters and headers are name/value lists: a variant that is not an object is none. */
function namedValues(schema: z.ZodType | undefined, example: Record<string, unknown> | undefined) {
  if (!schema) return fc.constant(example ?? {});
  return variantOf(schema, example ?? {}).map((value) => (isRecord(value) ? value : {}));
}

/** Header names stay as they are (fetch refuses invalid ones before sending); their values change. */
function headersVariant(headers: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(headers);
  const values = names.map((name) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(headers[name]) }, hostileString(headers[name]), fc.constant(MISSING)),
  );
  return fc
    .tuple(...values)
    .map((chosen) =>
      Object.fromEntries(names.flatMap((name, index) => (chosen[index] === MISSING ? [] : [[name, chosen[index]]]))),
    );
}

function variantOfExample(row: RouteRow, example: Example): fc.Arbitrary<FuzzRequest> {
  const headers = example.headers ?? {};
  const parts = {
    params: namedValues(row.params, example.params),
    query: namedValues(row.query, example.query),
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.constant(headers) },
      { weight: 1, arbitrary: headersVariant(headers) },
    ),
    envelope: row.body ? fc.option(envelope, { freq: 12 }) : fc.constant(null),
  };
  if (!row.body) return fc.record(parts);
  return fc.record({ ...parts, body: variantOf(row.body, example.body) });
}

/**
 * Requests to one route: now and then the valid example itself, otherwise variants of
 * it that keep its shape and change what is in it.
 */
export function requestArbitrary(row: RouteRow, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  return row.example(fixtures).chain((example) => {
    const valid: FuzzRequest = {
      params: example.params ?? {},
      query: example.query ?? {},
      headers: example.headers ?? {},
      ...(row.body ? { body: example.body } : {}),
    };
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(valid) },
      { weight: 9, arbitrary: variantOfExample(row, example) },
    );
  });
}
