/** Query parameters whose value is a credential or personal data, whatever it looks like. */
const SECRET_QUERY_KEY = /email|token|password|secret|session|key|code|phone/i;

const EMAIL_LIKE = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const REDACTED = '[redacted]';

/** Any e-mail address in a text replaced, for log output whose content is not known in advance. */
export const withoutEmails = (text: string): string =>
  // Most lines hold no '@'; the pattern would still be tried from every word character of a long line.
  text.includes('@') ? text.replace(EMAIL_LIKE, REDACTED) : text;

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
const templateOf = (pathname: string): string =>
  pathname
    .split('/')
    .map((segment) => IDENTIFIER_SEGMENTS.find(([pattern]) => pattern.test(segment))?.[1] ?? segment)
    .join('/');

/**
 * A request's path as a route template, without its query (search words are the visitor's own): what the access
 * line names. Cheaper than scrubUrl, which parses the whole URL, on every request.
 */
export const routeTemplateOf = (url: string): string => templateOf(url.split('?', 1)[0] ?? '');

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
