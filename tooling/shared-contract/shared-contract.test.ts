import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_ON_PURPOSE,
  BUNDLED_PER_APP,
  SHARED_SINGLETON_ENTRIES,
  SINGLETONS,
  sharedModules,
} from '../webpack/shared-modules.mjs';
import { bundledPackages, namedImportsFrom, reexportedNames, runtimeSpecifiers } from './runtime-imports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APPS = ['shell', 'mf-landing', 'mf-social', 'mf-store', 'mf-checkout', 'mf-account', 'mf-admin'];

const singletonPackages = new Set(SINGLETONS.map((name) => name.replace(/\/$/, '')));
const bundledOnPurpose = BUNDLED_ON_PURPOSE;

function appsByPackage(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const app of APPS)
    for (const name of bundledPackages(ROOT, app, BUNDLED_PER_APP)) users.set(name, [...(users.get(name) ?? []), app]);
  return users;
}

describe('the shared-module contract', () => {
  const users = appsByPackage();

  it('when two apps bundle the same package, then it is a federation singleton or bundled on purpose', () => {
    const undeclared = [...users]
      .filter(([name, apps]) => apps.length > 1 && !singletonPackages.has(name) && !(name in bundledOnPurpose))
      .map(([name, apps]) => `${name} (${apps.join(', ')})`);
    expect(undeclared).toEqual([]);
  });

  it('when a package is listed as bundled on purpose, then two apps still use it and a reason is given', () => {
    for (const [name, reason] of Object.entries(bundledOnPurpose)) {
      expect(users.get(name)?.length ?? 0, name).toBeGreaterThan(1);
      expect(reason.length, name).toBeGreaterThan(20);
    }
  });

  it('when an app imports a name from react-query, then the trimmed shared module re-exports it', () => {
    const used = namedImportsFrom(ROOT, [...APPS.map((app) => `${app}/src`), 'shared/src'], '@tanstack/react-query');
    const provided = reexportedNames(fileURLToPath(new URL('../webpack/react-query-used.js', import.meta.url)));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !provided.has(name))).toEqual([]);
  });

  it('when imports are type-only, then they do not count as run-time imports', () => {
    const text = [
      "import type { A } from 'type-only';",
      "import { type B } from 'inline-types';",
      "export type { C } from 'type-export';",
      "import { d } from 'runtime';",
      "export { e } from 'reexport';",
      "const f = () => import('lazy');",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', text)).toEqual(['runtime', 'reexport', 'lazy']);
  });
});

describe("the shared package's layout", () => {
  const sharedPackage = JSON.parse(readFileSync(`${ROOT}/shared/package.json`, 'utf8')) as {
    name: string;
    exports: Record<string, string | Record<string, string>>;
  };
  const exported = Object.keys(sharedPackage.exports).map((subpath) => subpath.replace(/^\.\//, ''));
  const folderOf = (entry: string) => (BUNDLED_PER_APP.has(entry) ? 'bundled' : 'singletons');

  it('when the folders are read, then every entry is a singleton or bundled, never both', () => {
    expect(SHARED_SINGLETON_ENTRIES.length).toBeGreaterThan(5);
    expect(BUNDLED_PER_APP.size).toBeGreaterThan(5);
    expect(SHARED_SINGLETON_ENTRIES.filter((entry) => BUNDLED_PER_APP.has(entry))).toEqual([]);
  });

  it('when the package exports an entry, then its folder exists and every target lies in it', () => {
    expect([...exported].sort()).toEqual([...SHARED_SINGLETON_ENTRIES, ...BUNDLED_PER_APP].sort());
    for (const [subpath, target] of Object.entries(sharedPackage.exports)) {
      const entry = subpath.replace(/^\.\//, '');
      for (const file of typeof target === 'string' ? [target] : Object.values(target))
        expect(file, subpath).toMatch(new RegExp(`^\\./src/${folderOf(entry)}/${entry}/`));
    }
  });

  it('when the federation config of an app is built, then it shares the singleton entries and no bundled one', () => {
    const shared = Object.keys(sharedModules({ dependencies: {} }));
    const sharedEntries = shared.filter((key) => key.startsWith(`${sharedPackage.name}/`));
    expect(sharedEntries.sort()).toEqual(SHARED_SINGLETON_ENTRIES.map((entry) => `${sharedPackage.name}/${entry}`));
  });
});
