import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../shared/package.json', import.meta.url)), 'utf8'),
);

/**
 * Modules that must exist once on the page, whichever remotes loaded.
 * Keys ending in '/' share subpath imports (react/jsx-runtime, react-dom/client).
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'styled-components',
  'zustand',
];

const REACT_QUERY_PACKAGE = createRequire(import.meta.url).resolve('@tanstack/react-query/package.json');

/**
 * Aliases of the build (create-app-config.mjs). A singleton's `import` names a request, not a
 * path: webpack provides a path in every compilation, the service worker's and the HTML
 * templates' too, while a request is provided only where an app consumes it.
 */
export const TRIMMED_ALIASES = {
  'react-query-package$': path.join(path.dirname(REACT_QUERY_PACKAGE), 'build', 'modern', 'index.js'),
  'react-query-used$': fileURLToPath(new URL('./react-query-used.js', import.meta.url)),
};

/** Singletons shared through a module that re-exports only what the apps use, with the package's version. */
const TRIMMED = {
  '@tanstack/react-query': {
    import: 'react-query-used',
    version: JSON.parse(readFileSync(REACT_QUERY_PACKAGE, 'utf8')).version,
  },
};

function versionOf(dependencies, name) {
  const base = name.endsWith('/') ? name.slice(0, -1) : name;
  return dependencies[base] ?? sharedPackage.dependencies[base] ?? false;
}

/**
 * How an entry of the shared package ships is the folder it lives in (decision 060):
 * `shared/src/singletons/<entry>` holds a store, a client, a context or a class that must exist
 * once per page, so the federation shares it; `shared/src/bundled/<entry>` holds no state and no
 * identity (constants, pure functions, styles, hooks over other entries), so each app bundles it,
 * tree-shaken, instead of loading it as a separate, unshakeable federation chunk.
 */
function entriesIn(kind) {
  return readdirSync(new URL(`../../shared/src/${kind}/`, import.meta.url), { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort();
}

export const SHARED_SINGLETON_ENTRIES = entriesIn('singletons');
export const BUNDLED_PER_APP = new Set(entriesIn('bundled'));

/**
 * Packages that two or more apps use and that each of them bundles, knowingly (decision 025).
 * The contract test (`tooling/shared-contract`) fails on a package used by two apps that is
 * neither here nor in SINGLETONS.
 */
export const BUNDLED_ON_PURPOSE = {
  '@fontsource/bangers':
    'A font file the theme imports for its URL, not code. Only GlobalStyle uses it, and only the ' +
    '@ps/shared/remote singleton renders GlobalStyle; apps that bundle the theme for its tokens shake it away.',
  '@stripe/stripe-js':
    'The Stripe.js loader, in the lazy chunk of @ps/shared/stripe-payment that only the checkout payment step ' +
    'and the balance page load, and only when the store runs on Stripe; one of them is on screen at a time.',
  '@stripe/react-stripe-js': 'The Payment Element for React, in the same lazy chunk as @stripe/stripe-js.',
};

export function sharedModules(appPackage) {
  const dependencies = { ...sharedPackage.dependencies, ...appPackage.dependencies };
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: versionOf(dependencies, name), ...TRIMMED[name] },
    ]),
  );
  for (const entry of SHARED_SINGLETON_ENTRIES) {
    shared[`${sharedPackage.name}/${entry}`] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
}
