/** Query parameters whose value is a credential or personal data, whatever it looks like. */
const SECRET_QUERY_KEY = /email|token|password|secret|session|key|code|phone/i;

const EMAIL_LIKE = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
export const REDACTED = '[redacted]';

/** Any e-mail address in a text replaced, for log output whose content is not known in advance. */
export const withoutEmails = (text: string): string => text.replace(EMAIL_LIKE, REDACTED);

const isSecretParameter = (key: string, value: string) => SECRET_QUERY_KEY.test(key) || value.includes('@');

/** A request URL (path and query) fit for a log: secret query values are replaced, the rest kept. */
export function scrubUrl(url: string): string {
  const parsed = URL.parse(url, 'http://log.invalid');
  if (!parsed) return REDACTED;
  for (const [key, value] of [...parsed.searchParams]) {
    if (isSecretParameter(key, value)) parsed.searchParams.set(key, REDACTED);
  }
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url);
  return `${absolute ? parsed.origin : ''}${parsed.pathname}${parsed.search}`;
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
