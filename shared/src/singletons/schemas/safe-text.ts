import { z } from 'zod';

/** Shown beside the field, in forms and in the API's `fields`. */
export const SAFE_TEXT_MESSAGE = 'Contains a null character or a broken emoji; please remove it';

/** Half of a surrogate pair with no other half: what is left when an emoji is cut in two. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL character and no lone surrogate (both make it refuse the row). */
export function isSafeText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

/** Every string inside a JSON value (keys too) is safe text. */
export function isSafeJson(value: unknown): boolean {
  if (typeof value === 'string') return isSafeText(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.entries(value).every(([key, child]) => isSafeText(key) && isSafeJson(child));
}

/**
 * The one string schema for text a person or browser sends: z.string() that refuses what the
 * database cannot store, with a field message instead of a failed query.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, SAFE_TEXT_MESSAGE);
