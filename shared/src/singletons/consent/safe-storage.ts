type StorageArea = 'localStorage' | 'sessionStorage';

/** Blocked, full or missing storage (private modes, SSR) behaves as empty rather than breaking the page. */
export function readStoredItem(key: string, area: StorageArea = 'localStorage'): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredItem(key: string, value: string, area: StorageArea = 'localStorage'): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory state still works for this visit.
  }
}

export function removeStoredItem(key: string, area: StorageArea = 'localStorage'): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}

/** Corrupt JSON is ignored (spec 1 §8). */
export function parseStoredJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
