import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../shared/package.json', import.meta.url)), 'utf8'),
);

/**
 * Modules that must exist once on the page, whichever remotes loaded.
 * Keys ending in '/' share subpath imports (react/jsx-runtime, @ps/shared/cart, ...).
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

export function sharedModules(appPackage) {
  const dependencies = { ...sharedPackage.dependencies, ...appPackage.dependencies };
  const shared = Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(dependencies, name) }]),
  );
  const sharedPackageConfig = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version}`,
  };
  shared[sharedPackage.name] = sharedPackageConfig;
  shared[`${sharedPackage.name}/`] = sharedPackageConfig;
  return shared;
}
