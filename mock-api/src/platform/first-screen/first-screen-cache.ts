import type { FirstScreenMarkup } from './inject-first-screen';

/** A rendered first screen and the builds it was drawn with. */
export interface CachedFirstScreen {
  builds: string;
  screen: FirstScreenMarkup;
  /** Epoch ms after which the screen is drawn again; changes without a NOTIFY wait no longer. */
  expiresAt: number;
}

/** Paths are real pages (store, categories, products, home, hub tabs); this only bounds what odd URLs can pile up. */
const DEFAULT_MAX_ENTRIES = 2000;

/**
 * First screens by path, dropped whenever what they show changes in the database (the catalog's
 * NOTIFY of decision 005, the settings' and the fan content's). While nobody is listening nothing
 * is kept, and a screen drawn while a change arrived is not kept either, so a cached page is
 * never older than the data it shows.
 */
export function createFirstScreenCache(maxEntries = DEFAULT_MAX_ENTRIES, now: () => number = Date.now) {
  const entries = new Map<string, CachedFirstScreen>();
  let enabled = false;
  let generation = 0;
  return {
    get(path: string, builds: string): FirstScreenMarkup | null {
      const entry = entries.get(path);
      if (entry?.builds !== builds || now() >= entry.expiresAt) return null;
      // The least recently used screen is the first one dropped.
      entries.delete(path);
      entries.set(path, entry);
      return entry.screen;
    },
    /**
     * A screen past its maximum age but drawn from data that has not changed since (a change
     * empties the cache): good to send while a fresh one is drawn.
     */
    stale(path: string, builds: string): FirstScreenMarkup | null {
      const entry = entries.get(path);
      return entry?.builds === builds ? entry.screen : null;
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
