type StorageArea = 'localStorage' | 'sessionStorage';

/** Blocked or full storage (private modes) reads as empty and ignores writes instead of breaking the page. */
export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(area: StorageArea, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // The in-memory state still holds for this visit.
  }
}
