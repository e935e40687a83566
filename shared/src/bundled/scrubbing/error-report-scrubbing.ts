import { scrubUrl, withoutEmails, withoutOrderNumbers } from './log-scrubbing';

/** The parts of a Sentry event that can carry personal data; the rest passes as it is. */
export interface ReportableEvent {
  message?: string;
  user?: unknown;
  request?: {
    method?: string;
    url?: string;
    query_string?: unknown;
    headers?: Record<string, string>;
    cookies?: unknown;
    data?: unknown;
  };
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  extra?: unknown;
}

/** Headers a report keeps: the rest may be credentials (cookies, tokens, session ids) or say who is asking. */
const KEPT_HEADERS = new Set(['user-agent', 'accept', 'accept-language', 'content-type', 'referer']);

/** Free text (an error message): no e-mail addresses, no order numbers. */
const scrubText = (text: string) => withoutOrderNumbers(withoutEmails(text));

/** Any URL-looking field of a breadcrumb (fetch, navigation) scrubbed as the logs scrub a request URL. */
function scrubBreadcrumbData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value !== 'string' ? value : /^(url|to|from)$/.test(key) ? scrubUrl(value) : scrubText(value),
    ]),
  );
}

/**
 * An error report with personal data taken out by the logs' rules (README, Logs): URLs as route
 * templates with secret query values replaced, e-mails and order numbers out of every message,
 * only harmless headers, and no user, cookies, bodies or extra data at all. Used as `beforeSend`
 * in the browser and on the server, so both send alike.
 */
export function scrubErrorReport<E extends ReportableEvent>(event: E): E {
  const scrubbed: E = { ...event, user: undefined, extra: undefined };
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.request) {
    const headers = Object.entries(event.request.headers ?? {}).filter(([name]) =>
      KEPT_HEADERS.has(name.toLowerCase()),
    );
    scrubbed.request = {
      method: event.request.method,
      url: event.request.url === undefined ? undefined : scrubUrl(event.request.url),
      headers: Object.fromEntries(
        headers.map(([name, value]) => [name, name.toLowerCase() === 'referer' ? scrubUrl(value) : value]),
      ),
    };
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        value: value.value === undefined ? undefined : scrubText(value.value),
      })),
    };
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => ({
      ...crumb,
      message: crumb.message === undefined ? undefined : scrubText(crumb.message),
      data: crumb.data === undefined ? undefined : scrubBreadcrumbData(crumb.data),
    }));
  }
  return scrubbed;
}
