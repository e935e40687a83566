import type { DestinationStream } from 'pino';

/* One log line for a person at a terminal, made from the JSON line pino wrote (already redacted and scrubbed). */

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Shown in the line's head, or of no use to a person reading it live. */
const IN_THE_HEAD = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err']);

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `12:04:31.207 INFO  GET /api/products 200 4 ms reqId=…`; a line that is not JSON passes as it is. */
export function prettyLine(line: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  const parts = [
    new Date(entry.time ?? Date.now()).toISOString().slice(11, 23),
    (LEVEL_NAMES[entry.level ?? 30] ?? 'LOG').padEnd(5),
  ];
  const request = entry.req && entry.res ? entry : undefined;
  if (request)
    parts.push(`${request.req?.method} ${request.req?.url} ${request.res?.statusCode} ${request.responseTime} ms`);
  else if (entry.msg) parts.push(entry.msg);
  const extras = Object.entries(entry).filter(([key]) => !IN_THE_HEAD.has(key));
  if (extras.length > 0) parts.push(extras.map(([key, value]) => `${key}=${shown(value)}`).join(' '));
  const stack = entry.err?.stack ?? entry.err?.message;
  const detail = stack ? `\n    ${stack.replaceAll('\n', '\n    ')}` : '';
  return `${parts.join(' ')}${detail}\n`;
}

/** A destination that writes each line as `prettyLine` makes it. */
export function prettyDestination(out: { write(text: string): unknown }): DestinationStream {
  return { write: (line: string) => void out.write(prettyLine(line)) };
}
