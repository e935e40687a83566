/** A fan figure as the page says it: 156000 → "156K+", 2_400_000 → "2.4M+", 847 → "847". */
export function compactCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${Math.floor(count / 1000)}K+`;
  const millions = Math.floor(count / 100_000) / 10;
  return `${millions}M+`;
}
