import { describe, expect, it } from 'vitest';
import { createFirstScreenCache } from './first-screen-cache';

const screen = {
  html: '<h1>Cape</h1>',
  styles: '',
  data: { remote: 'mf_store' as const, build: 'b1', path: '/store/cape', queries: [] },
};

describe('the first-screen cache', () => {
  it('keeps a screen for its path and builds until the catalog changes', () => {
    const cache = createFirstScreenCache();
    cache.setEnabled(true);
    cache.set('/store/cape', { builds: 's1/b1', screen, expiresAt: Infinity }, cache.generation());
    expect(cache.get('/store/cape', 's1/b1')).toBe(screen);
    expect(cache.get('/store/cape', 's1/b2')).toBeNull();
    cache.invalidate();
    expect(cache.get('/store/cape', 's1/b1')).toBeNull();
  });

  it('refuses a screen drawn while the catalog changed, and keeps nothing while nobody listens', () => {
    const cache = createFirstScreenCache();
    cache.setEnabled(true);
    const drawnAt = cache.generation();
    cache.invalidate();
    cache.set('/store/cape', { builds: 's1/b1', screen, expiresAt: Infinity }, drawnAt);
    expect(cache.get('/store/cape', 's1/b1')).toBeNull();

    cache.setEnabled(false);
    cache.set('/store/cape', { builds: 's1/b1', screen, expiresAt: Infinity }, cache.generation());
    expect(cache.get('/store/cape', 's1/b1')).toBeNull();
  });

  it('draws a screen again once its maximum age has passed', () => {
    let now = 1_000;
    const cache = createFirstScreenCache(undefined, () => now);
    cache.setEnabled(true);
    cache.set('/', { builds: 's1/l1', screen, expiresAt: 61_000 }, cache.generation());
    now = 60_999;
    expect(cache.get('/', 's1/l1')).toBe(screen);
    now = 61_000;
    expect(cache.get('/', 's1/l1')).toBeNull();
  });

  it('offers an aged screen as stale until the data or the build changes', () => {
    let now = 1_000;
    const cache = createFirstScreenCache(undefined, () => now);
    cache.setEnabled(true);
    cache.set('/', { builds: 's1/l1', screen, expiresAt: 61_000 }, cache.generation());
    now = 120_000;
    expect(cache.stale('/', 's1/l1')).toBe(screen);
    expect(cache.stale('/', 's1/l2')).toBeNull();
    cache.invalidate();
    expect(cache.stale('/', 's1/l1')).toBeNull();
  });
});

describe('a first-screen cache with a size limit', () => {
  it('drops the screen least recently used when a new one would exceed it', () => {
    const cache = createFirstScreenCache(2);
    cache.setEnabled(true);
    for (const path of ['/a', '/b'])
      cache.set(path, { builds: 's1/b1', screen, expiresAt: Infinity }, cache.generation());
    expect(cache.get('/a', 's1/b1')).toBe(screen);
    cache.set('/c', { builds: 's1/b1', screen, expiresAt: Infinity }, cache.generation());
    expect(cache.get('/b', 's1/b1')).toBeNull();
    expect(cache.get('/a', 's1/b1')).toBe(screen);
    expect(cache.get('/c', 's1/b1')).toBe(screen);
  });
});
