import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { RawText, Repeated } from './hostile-values';

/** Stands for a value only known when the request is sent (a fresh checkout's id). */
export class Slot {
  constructor(readonly name: string) {}

  [fc.toStringMethod](): string {
    return `<${this.name}>`;
  }
}

/** A slot sent as a JSON number (a total the server checks). */
export class NumberSlot extends Slot {}

/** Body framing gone wrong: another media type, a broken or undecodable body. */
export interface Envelope {
  contentType: string | null;
  contentEncoding?: string;
  raw?: RawText;
}

export interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  /** Absent: no body at all. */
  body?: unknown;
  envelope?: Envelope | null;
}

export type SlotValues = Record<string, string>;

/**
 * Past Node's 16 KB limit for the request line and headers Node answers 431 itself,
 * before the app runs: each value in a URL or header is cut to this many characters.
 */
const URL_VALUE_MAX = 3_000;

const marker = `\u0001raw-${randomBytes(6).toString('hex')}-`;

function resolve(value: unknown, slots: SlotValues): unknown {
  if (value instanceof Slot) {
    const resolved = slots[value.name];
    if (resolved === undefined) throw new Error(`No value for <${value.name}>: the row's context must provide it`);
    return value instanceof NumberSlot ? Number(resolved) : resolved;
  }
  return value;
}

/** JSON text, with raw pieces (1e400, deep nesting) spliced in where JSON.stringify cannot write them. */
export function jsonText(value: unknown, slots: SlotValues): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, child: unknown) => {
    const resolved = resolve(child, slots);
    if (!(resolved instanceof RawText)) return resolved;
    raws.push(resolved.text);
    return `${marker}${raws.length - 1}`;
  });
  return (text ?? 'null').replace(
    new RegExp(`"${marker}(\\d+)"`, 'g'),
    (_match, index: string) => raws[Number(index)]!,
  );
}

/** Percent-encoding that also writes lone surrogates, as the bytes a careless encoder would send. */
function encodeComponent(text: string): string {
  let encoded = '';
  for (const character of text) {
    if (encoded.length >= URL_VALUE_MAX) break;
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

function urlText(value: unknown, slots: SlotValues): string {
  const resolved = resolve(value, slots);
  if (resolved instanceof RawText) return resolved.text.slice(0, URL_VALUE_MAX);
  if (resolved instanceof Repeated) return encodeComponent(String(resolved));
  if (typeof resolved === 'object' && resolved !== null) return encodeComponent(jsonText(resolved, slots));
  return encodeComponent(String(resolved));
}

/** Express 5 paths name parameters `:name`, and a catch-all `{*name}`; either is filled from `params`. */
export function pathOf(template: string, params: Record<string, unknown>, slots: SlotValues): string {
  return template.replace(/:(\w+)|\{\*(\w+)\}/g, (match, named?: string, caught?: string) => {
    const name = (named ?? caught)!;
    return name in params ? urlText(params[name], slots) : match;
  });
}

/** The whole query, so that many long values (an array of them) cannot add up past Node's limit either. */
const QUERY_MAX = 6_000;

export function queryOf(query: Record<string, unknown>, slots: SlotValues): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeComponent(key)}=${urlText(item, slots)}`),
  );
  let length = 0;
  const kept = pairs.filter((pair) => (length += pair.length + 1) <= QUERY_MAX || pair === pairs[0]);
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/** Header values fetch can carry are Latin-1 without controls; other characters go as \\uXXXX escapes. */
function headerText(value: unknown, slots: SlotValues): string {
  const resolved = resolve(value, slots);
  const text = resolved instanceof RawText ? resolved.text : String(resolved);
  return text
    .replace(/[^\x20-\x7e\xa0-\xff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .slice(0, URL_VALUE_MAX);
}

export function requestInit(method: string, request: FuzzRequest, slots: SlotValues): RequestInit {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = headerText(value, slots);
  const envelope = request.envelope;
  let body: string | undefined;
  if (envelope?.raw) body = envelope.raw.text;
  else if ('body' in request) body = jsonText(request.body, slots);
  const contentType = envelope ? envelope.contentType : 'application/json';
  if (body !== undefined && contentType !== null) headers['Content-Type'] = contentType;
  if (envelope?.contentEncoding) headers['Content-Encoding'] = envelope.contentEncoding;
  return { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body, redirect: 'manual' };
}
