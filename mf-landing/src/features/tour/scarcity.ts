export type Scarcity = 'sold-out' | 'critical' | 'available';

/** Spec 1 §9: scarcity turns critical when remaining/total is under 20%. */
export const CRITICAL_SHARE = 0.2;

export function scarcity(remaining: number, total: number): Scarcity {
  if (remaining <= 0) return 'sold-out';
  return total > 0 && remaining / total < CRITICAL_SHARE ? 'critical' : 'available';
}
