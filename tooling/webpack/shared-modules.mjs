import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../shared/package.json', import.meta.url)), 'utf8'),
);

/**
 * Modules that must exist once on the page, whichever remotes loaded.
 * Keys ending in '/' share subpath imports (react/jsx-runtime, react-dom/client).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'styled-components',
  'zustand',
];

function versionOf(dependencies, name) {
  const base = name.endsWith('/') ? name.slice(0, -1) : name;
  return dependencies[base] ?? sharedPackage.dependencies[base] ?? false;
}

/**
 * Entries of the shared package that hold no state and no identity (constants, pure
 * functions, styles, hooks over other entries). Each app bundles them, tree-shaken,
 * instead of loading them as a separate, unshakeable federation chunk. Every other
 * entry holds a store, a client, a context or a class that must exist once per page.
 */
const BUNDLED_PER_APP = new Set([
  'account-api',
  'analytics-rules',
  'band-presence',
  'brand',
  'format',
  'html',
  'personalization',
  'provisional',
  'route-groups',
  'seo',
  'social',
  'store-rules',
  'support',
  'theme',
  'widgets',
]);

const sharedEntries = Object.keys(sharedPackage.exports)
  .map((subpath) => subpath.replace(/^\.\//, ''))
  .filter((entry) => !BUNDLED_PER_APP.has(entry));

export function sharedModules(appPackage) {
  const dependencies = { ...sharedPackage.dependencies, ...appPackage.dependencies };
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(dependencies, name) }]),
  );
  for (const entry of sharedEntries) {
    shared[`${sharedPackage.name}/${entry}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}
