export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

export interface Arrival {
  kind: NavigationKind;
  pathname: string;
  hash: string;
  /** Where the visitor was when they last left this history entry, if they were here before. */
  saved: number | undefined;
}

export type ScrollTarget =
  { kind: 'restore'; y: number } | { kind: 'element'; id: string } | { kind: 'top' } | { kind: 'stay' };

/**
 * Where the window goes when the address changes: Back and Forward return to where the visitor left
 * the entry (an entry from before a reload is unknown, so it opens like a new one); a new page opens at
 * its top or at its #hash. A change of query or hash on the same page
 * (a filter, a pager that scrolls itself, a section link) leaves the scroll to that page.
 */
export function scrollTargetOf(arrival: Arrival, previousPathname: string | undefined): ScrollTarget {
  if (arrival.kind === 'POP' && arrival.saved !== undefined) return { kind: 'restore', y: arrival.saved };
  if (previousPathname === arrival.pathname) return { kind: 'stay' };
  const id = decodeHash(arrival.hash);
  return id ? { kind: 'element', id } : { kind: 'top' };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
