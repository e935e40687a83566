export type MemoryLevel = 'ok' | 'high' | 'critical';

/** Spec 1 §9: a hint above 70% of the heap limit, red above 80%. */
export const MEMORY_HINT_SHARE = 0.7;
export const MEMORY_CRITICAL_SHARE = 0.8;
export const MEMORY_POLL_MS = 5000;

export interface MemoryReading {
  usedBytes: number;
  limitBytes: number;
  percent: number;
  level: MemoryLevel;
}

export function readMemory(usedBytes: number, limitBytes: number): MemoryReading {
  const share = limitBytes > 0 ? usedBytes / limitBytes : 0;
  const level = share > MEMORY_CRITICAL_SHARE ? 'critical' : share > MEMORY_HINT_SHARE ? 'high' : 'ok';
  return { usedBytes, limitBytes, percent: Math.round(share * 100), level };
}
