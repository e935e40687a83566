/** A tel: link keeps only the leading plus and the digits of a display number. */
export function phoneHref(displayPhone: string): string {
  const digits = displayPhone.replace(/\D/g, '');
  return `tel:${displayPhone.trim().startsWith('+') ? '+' : ''}${digits}`;
}
