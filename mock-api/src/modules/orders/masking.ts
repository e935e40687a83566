/*
 * What someone who knows only an order number sees of the person behind it: enough
 * to recognise their own order (initials, e-mail shape, city), not enough to learn
 * who or where a stranger is. Street lines and most of the postal code are hidden;
 * city, state and country stay, because tracking is about where the parcel goes.
 */

const STARS = '***';

/** jane.doe@example.com -> j***@e***.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return STARS;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}${STARS}@${domain[0] ?? ''}${STARS}${topLevel}`;
}

/** Jane van Doe -> J*** v*** D*** */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]}${STARS}`)
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
