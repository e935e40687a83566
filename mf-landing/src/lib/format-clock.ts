export const padTwo = (value: number): string => String(value).padStart(2, '0');

/** 95 → "1:35": track times. */
export function formatMinutes(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${padTwo(seconds % 60)}`;
}
