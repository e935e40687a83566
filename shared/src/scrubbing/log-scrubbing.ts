/** Query parameters whose value is a credential or personal data, whatever it looks like. */
const SECRET_QUERY_KEY = /email|token|password|secret|session|key|code|phone/i;

const EMAIL_LIKE = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const REDACTED = '[redacted]';

/** Any e-mail address in a text replaced, for log output whose content is not known in advance. */
export const withoutEmails = (text: string): string => text.replace(EMAIL_LIKE, REDACTED);

/** Path segments that name one shopper's things: a checkout, cart or order id, an order number. */
const IDENTIFIER_SEGMENTS: [RegExp, string][] = [
  [/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i, ':id'],
  [/^ps-\d{4}-[a-z\d]{6}$/i, ':orderNumber'],
];

/** Order numbers in free text (a mail subject) replaced, as in logged paths. */
export const withoutOrderNumbers = (text: string): string => text.replace(/\bps-\d{4}-[a-z\d]{6}\b/gi, ':orderNumber');

const isIdentifier = (value: string) => IDENTIFIER_SEGMENTS.some(([pattern]) => pattern.test(value));

const isSecretParameter = (key: string, value: string) =>
  SECRET_QUERY_KEY.test(key) || value.includes('@') || isIdentifier(value.replaceAll('"', ''));

/** The path as a route template: "/api/orders/PS-2026-7KX4QM" is logged as "/api/orders/:orderNumber". */
const templateOf = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => IDENTIFIER_SEGMENTS.find(([pattern]) => pattern.test(segment))?.[1] ?? segment)
    .join('/');

/** A request URL (path and query) fit for a log: identifiers in the path and secret query values are replaced. */
export function scrubUrl(url: string): string {
  const parsed = URL.parse(url, 'http://log.invalid');
  if (!parsed) return REDACTED;
  for (const [key, value] of [...parsed.searchParams]) {
    if (isSecretParameter(key, value)) parsed.searchParams.set(key, REDACTED);
  }
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url);
  return `${absolute ? parsed.origin : ''}${templateOf(parsed.pathname)}${parsed.search}`;
}

/**
 * An address cut to its network, as analytics tools do: 203.0.113.42 becomes 203.0.113.0 and an
 * IPv6 address keeps its first 48 bits. Enough to see a flood from one network, not to name a visitor.
 */
export function truncatedAddress(address: string): string {
  const v4 = /^(.*?)(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}${v4[2]}.0`;
  if (!address.includes(':')) return REDACTED;
  const groups = address.split('::')[0]?.split(':') ?? [];
  return `${groups.slice(0, 3).join(':')}::`;
}

/** Express's parsed query, with the same values replaced as scrubUrl does. */
export function scrubQuery(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      isSecretParameter(key, JSON.stringify(value) ?? '') ? REDACTED : value,
    ]),
  );
}

/** Route parameters as the log may show them: identifiers replaced, the rest (a product slug) kept. */
export function scrubParams(params: unknown): unknown {
  if (typeof params !== 'object' || params === null) return params;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && isIdentifier(value) ? REDACTED : value,
    ]),
  );
}
