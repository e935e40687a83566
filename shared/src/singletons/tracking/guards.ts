/** Small hand-written guards for stored data: zod would cost every page's first load ~15 KB gzip. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

export function isOptional<T>(value: unknown, guard: (value: unknown) => value is T): value is T | undefined {
  return value === undefined || guard(value);
}

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
