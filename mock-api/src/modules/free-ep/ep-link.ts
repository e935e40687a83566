import { createHmac } from 'node:crypto';
import { tokensMatch } from '../../platform/sessions/secret-token';

/** A welcome e-mail's download link works this long. */
export const EP_LINK_TTL_DAYS = 30;

export const EP_DOWNLOAD_PATH = '/api/free-ep/download';

export interface EpLinkFields {
  subscriber: number;
  /** Seconds since 1970. */
  expires: number;
}

export type EpLinkCheck = { kind: 'valid'; subscriberId: number } | { kind: 'expired' } | { kind: 'invalid' };

const signatureOf = (fields: EpLinkFields, key: string) =>
  createHmac('sha256', key).update(`free-ep:${fields.subscriber}:${fields.expires}`).digest('base64url');

/** The absolute download link for one subscriber, signed so that neither the id nor the date can be changed. */
export function signEpLink(origin: string, key: string, subscriber: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + EP_LINK_TTL_DAYS * 24 * 60 * 60;
  return epLinkUrl(origin, key, { subscriber, expires });
}

export function epLinkUrl(origin: string, key: string, fields: EpLinkFields): string {
  const query = new URLSearchParams({
    subscriber: String(fields.subscriber),
    expires: String(fields.expires),
    signature: signatureOf(fields, key),
  });
  return `${origin}${EP_DOWNLOAD_PATH}?${query.toString()}`;
}

const WHOLE_NUMBER = /^[1-9]\d{0,11}$/;

/** The signature is checked before the date, so a changed date reads as tampering, not as expiry. */
export function checkEpLink(query: Record<string, unknown>, key: string, now: Date): EpLinkCheck {
  const { subscriber, expires, signature } = query;
  if (typeof subscriber !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') {
    return { kind: 'invalid' };
  }
  if (!WHOLE_NUMBER.test(subscriber) || !WHOLE_NUMBER.test(expires)) return { kind: 'invalid' };
  const fields = { subscriber: Number(subscriber), expires: Number(expires) };
  if (!tokensMatch(signature, signatureOf(fields, key))) return { kind: 'invalid' };
  if (fields.expires * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', subscriberId: fields.subscriber };
}
