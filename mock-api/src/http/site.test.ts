import { describe, expect, it } from 'vitest';
import { cacheControlForFile } from './site';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlForFile', () => {
  it.each([
    ['/dist/main.3f9a1c2b.js', IMMUTABLE],
    ['/dist/144.f83476de.js', IMMUTABLE],
    ['/dist/static/css/app.0123456789abcdef.css', IMMUTABLE],
    ['/dist/index.html', 'no-cache'],
    ['/dist/mf-manifest.json', 'no-cache'],
    ['/dist/remoteEntry.js', 'no-cache'],
    ['/dist/favicon.svg', 'no-cache'],
    ['/dist/main.3f9a1c2.js', 'no-cache'],
    ['/dist/deadbeefcafe/readme.txt', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlForFile(file)).toBe(expected);
  });
});
