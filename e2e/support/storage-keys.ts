import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((app) => `${app}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Where the API names the cookies it sets. */
const COOKIE_FILES = [
  'mock-api/src/platform/sessions/session-cookies.ts',
  'mock-api/src/platform/sessions/known-devices.ts',
];

const PATTERNS: { pattern: RegExp; key: (match: RegExpMatchArray) => string }[] = [
  // storageKey('wishlist') and storageKey(`checkout_draft_${name}`): the prefix is what every such key starts with.
  { pattern: /storageKey\(\s*['`]([a-z0-9_]+)/g, key: (match) => `ps_${match[1]}` },
  { pattern: /(?:localStorage|sessionStorage)\.(?:getItem|setItem)\(\s*'([^']+)'/g, key: (match) => match[1]! },
  // The service worker's cache names.
  { pattern: /name:\s*'(ps-[a-z0-9-]+)'/g, key: (match) => match[1]! },
];

/**
 * Every name under which the site keeps something in a visitor's browser, read from the code itself:
 * storage keys, the service worker's caches and the API's cookies. A new key shows up here at once.
 */
export function browserStorageNames(): string[] {
  const names = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const { pattern, key } of PATTERNS) for (const match of text.matchAll(pattern)) names.add(key(match));
  }
  for (const file of COOKIE_FILES) {
    const cookies = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of cookies.matchAll(/name:\s*'([a-z_]+)'/g)) names.add(match[1]!);
  }
  return [...names].sort();
}
