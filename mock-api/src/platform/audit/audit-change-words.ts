/** Lines beyond these are summed up: a bulk change of 500 rows is not listed row by row. */
const MAX_LINES = 12;
const MAX_TEXT = 80;

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ from, to }`: one field's old and new value, as settings and corrections record them. */
const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  isPlain(value) && Object.keys(value).sort().join() === 'from,to';

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) {
    const simple = value.every((inner) => !isPlain(inner) && !Array.isArray(inner));
    return simple && value.length <= 10 ? value.map(text).join(', ') : `${value.length} items`;
  }
  return String(value);
}

function flatten(value: Plain, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isPlain(inner) && !isFromTo(inner) ? flatten(inner, path) : [[path, inner] as [string, unknown]];
  });
}

const line = ([field, value]: [string, unknown]) =>
  isFromTo(value) ? `${field}: ${text(value.from)} → ${text(value.to)}` : `${field}: ${text(value)}`;

/**
 * What an audit row changed, a line per field: a service's own summary first, then the
 * request's fields ("available: 12") or the recorded old and new values ("supportEmail: a → b").
 * The answer's HTTP status is left out: the screen shows it in a column of its own.
 */
export function describeChanges(changes: Plain | null): string[] {
  if (!changes) return [];
  const { body, summary, ...all } = changes;
  // A number is the answer's HTTP status (route rows); a service's own `status` is an order status.
  const recorded =
    typeof all.status === 'number' ? Object.fromEntries(Object.entries(all).filter(([key]) => key !== 'status')) : all;
  const own = typeof summary === 'string' ? [summary] : [];
  // A summary already says from what to what.
  const rest =
    own.length > 0
      ? Object.fromEntries(Object.entries(recorded).filter(([key]) => key !== 'from' && key !== 'to'))
      : recorded;
  const lines = [...own, ...flatten({ ...(isPlain(body) ? body : {}), ...rest }).map(line)];
  return lines.length > MAX_LINES
    ? [...lines.slice(0, MAX_LINES - 1), `and ${lines.length - MAX_LINES + 1} more`]
    : lines;
}
