/*
 * What someone who knows only an order number sees of the person behind it: enough
 * to recognise their own order (initials, e-mail shape, city), not enough to learn
 * who or where a stranger is. Street lines and most of the postal code are hidden;
 * city, state and country stay, because tracking is about where the parcel goes.
 */

const STARS = '***';

/**
 * Bidirectional controls (LRE..RLO, LRI..PDI, LRM, RLM, ALM) let a name reorder the text shown
 * around it ("Trojan Source"); a displayed name never needs them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first character as a reader sees it: a whole emoji or letter with its accents, never half of one. */
const firstGrapheme = (text: string): string => graphemes.segment(text)[Symbol.iterator]().next().value?.segment ?? '';

/** jane.doe@example.com -> j***@e***.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return STARS;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${firstGrapheme(email)}${STARS}@${firstGrapheme(domain)}${STARS}${topLevel}`;
}

/** A name as shown to its owner: as typed, without bidirectional controls. */
export const displayName = (name: string): string => withoutBidiControls(name).trim();

/** Jane van Doe -> J*** v*** D*** */
export function maskName(name: string): string {
  return displayName(name)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${firstGrapheme(word)}${STARS}`)
    .join(' ');
}

/** +1 (555) 123-4567 -> ***-67 */
export function maskPhone(phone: string): string {
  return `${STARS}-${phone.replace(/\D/g, '').slice(-2)}`;
}

/** 62701-1234 -> 62***, SW1A 1AA -> SW*** */
export function maskPostalCode(postalCode: string): string {
  return `${postalCode.slice(0, 2)}${STARS}`;
}

export const maskStreet = () => STARS;
