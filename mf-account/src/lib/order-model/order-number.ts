/** Order numbers are upper case (PS-2026-7KX4QM); people type and paste them in any case and with spaces. */
export function normalizeOrderNumber(text: string): string {
  return text.trim().toUpperCase();
}
