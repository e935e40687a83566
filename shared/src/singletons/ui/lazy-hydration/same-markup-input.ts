import { isValidElement } from 'react';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameMarkupInput(a[key], b[key]));
}

/**
 * Whether two renders of a section's children would draw the same markup, judged shallowly: the same
 * element types and keys, and props that are identical or, for arrays, plain objects and elements
 * (`children` among them), the same again.
 * Functions count as equal: a callback is not drawn, and a section that hydrates renders its latest
 * children right after, so no stale callback is ever called (render props are not supported).
 */
export function sameMarkupInput(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameMarkupInput(item, b[index]));
  }
  if (isValidElement(a) && isValidElement(b)) {
    return a.type === b.type && a.key === b.key && sameEntries(a.props as never, b.props as never);
  }
  return isPlainObject(a) && isPlainObject(b) && sameEntries(a, b);
}
