// Stands in for @module-federation/webpack-bundler-runtime in production remote entries
// (create-app-config.mjs swaps it in). The functions come from the shell's copy
// (provide-runtime-core-plugin.mjs); the state around them stays this container's own, as in
// the package's index. Only initContainerEntry is bundled: the shell exposes nothing, so its
// build leaves that function out. The shell and the remotes are built from one lockfile, so
// both sides are the same version (decision 004). Of the runtime's API the container reads only
// `init` and `getRemoteEntry` (the package's namespace import kept all of it, error texts
// included: about 0.7 KB gzip per remote entry, decision 038).
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!shell) throw new Error('This remote entry runs inside the shell, which provides the federation runtime.');

export default {
  runtime: { getRemoteEntry, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: undefined,
    consumes: shell.consumes,
    I: shell.initializeSharing,
    S: {},
    installInitialConsumes: shell.installInitialConsumes,
    initContainerEntry,
    init: shell.init,
    getSharedFallbackGetter: shell.getSharedFallbackGetter,
  },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
