import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLED_ON_PURPOSE, BUNDLED_PER_APP, SINGLETONS } from '../webpack/shared-modules.mjs';
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
