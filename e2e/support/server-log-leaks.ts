import { SHOPPER_PHONE } from './checkout';

/** pino's replacement for a redacted value. */
const REDACTED = '[Redacted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A header the server log may name but whose value must always be redacted. */
const unredactedHeader = (header: string) => new RegExp(`"${header}":"(?!${escapeRegExp(REDACTED)}")`);

/**
 * What must never appear in the e2e server's log, one row per kind of secret or personal data.
 * A feature that handles a new kind (a password reset token, an upload's EXIF location) adds its row.
 */
export const SERVER_LOG_LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'an e-mail address', pattern: /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/ },
  { what: 'a session id (x-session-id)', pattern: unredactedHeader('x-session-id') },
  { what: 'an idempotency key (defaults to the session id)', pattern: unredactedHeader('idempotency-key') },
  { what: 'a cookie', pattern: unredactedHeader('cookie') },
  { what: 'a set-cookie', pattern: unredactedHeader('set-cookie') },
  { what: 'a CSRF token', pattern: unredactedHeader('x-csrf-token') },
  { what: 'an authorization header', pattern: unredactedHeader('authorization') },
  { what: 'a token in a URL', pattern: /[?&][\w-]*token=(?!%5Bredacted%5D)/i },
  { what: "the journeys' phone number", pattern: new RegExp(escapeRegExp(SHOPPER_PHONE)) },
  { what: "the journeys' phone number, digits only", pattern: new RegExp(SHOPPER_PHONE.replace(/\D/g, '')) },
];

/** Each leak found in the log text: what it is and the line it is on. */
export function serverLogLeaks(log: string): string[] {
  const lines = log.split('\n');
  return SERVER_LOG_LEAKS.flatMap(({ what, pattern }) => {
    const line = lines.find((candidate) => pattern.test(candidate));
    return line === undefined ? [] : [`${what}: ${line.slice(0, 300)}`];
  });
}
