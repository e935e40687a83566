/** Countries whose postal codes are checked; the others are free text (spec 3 §5). */
const POSTAL_CODE_PATTERNS: Partial<Record<string, RegExp>> = {
  US: /^\d{5}(?:[-\s]?\d{4})?$/,
  // Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s-]?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  // Outward code (area, district), then the inward code (sector, unit); GIR 0AA is Girobank's.
  GB: /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)\s?\d[A-Z]{2}$/i,
};

export function isValidPostalCode(country: string, postalCode: string): boolean {
  return POSTAL_CODE_PATTERNS[country]?.test(postalCode.trim()) ?? true;
}

/** The usual written form: K1A 0B1, SW1A 1AA, 12345-6789; other countries as typed. */
export function normalizePostalCode(country: string, postalCode: string): string {
  const compact = postalCode.replace(/[\s-]/g, '').toUpperCase();
  if (country === 'US' && compact.length === 9) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (country === 'CA' || country === 'GB') return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return postalCode;
}
