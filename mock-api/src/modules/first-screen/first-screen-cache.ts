import type { FirstScreenMarkup } from './inject-first-screen';

/** A rendered first screen and the builds it was drawn with. */
export interface CachedFirstScreen {
  builds: string;
  screen: FirstScreenMarkup;
}

/** Store pages are real pages (store, categories, products); this only bounds what odd URLs can pile up. */
const DEFAULT_MAX_ENTRIES = 2000;

/**
 * First screens by path, dropped whenever the catalog changes in the database (the same NOTIFY
 * as the catalog's API cache, decision 005). While nobody is listening nothing is kept, and a
 * screen drawn while a change arrived is not kept either, so a cached page is never older
 * than the catalog.
 */
export function createFirstScreenCache(maxEntries = DEFAULT_MAX_ENTRIES) {
  const entries = new Map<string, CachedFirstScreen>();
  let enabled = false;
  let generation = 0;
  return {
    get(path: string, builds: string): FirstScreenMarkup | null {
      const entry = entries.get(path);
      if (entry?.builds !== builds) return null;
      // The least recently used screen is the first one dropped.
      entries.delete(path);
      entries.set(path, entry);
      return entry.screen;
    },
    /** Call before drawing; pass the result to `set`, which refuses a screen drawn across a change. */
    generation: () => generation,
    set(path: string, screen: CachedFirstScreen, drawnAt: number): void {
      if (!enabled || drawnAt !== generation) return;
      entries.delete(path);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(path, screen);
    },
    invalidate(): void {
      generation++;
      entries.clear();
    },
    setEnabled(live: boolean): void {
      enabled = live;
      if (!live) this.invalidate();
    },
  };
}

export type FirstScreenCache = ReturnType<typeof createFirstScreenCache>;
