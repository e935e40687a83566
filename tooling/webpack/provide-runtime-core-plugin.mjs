// A federation runtime plugin bundled into the shell. Remotes are built with
// `externalRuntime`, so their entries use the shell's runtime from the `_FEDERATION_RUNTIME_CORE`
// global. The stock provideExternalRuntime hands over the whole runtime-core namespace, which
// keeps all of it in the shell (about 22 KB gzip more); this hands over only the names a
// remote entry reads, all of which the shell's own runtime already bundles. A remote that
// started reading another name would fail to start, which the e2e route-group journeys catch.
// It also hands over the webpack bundler runtime's functions (`_FEDERATION_BUNDLER_RUNTIME`,
// read by remote-bundler-runtime.mjs): they work on the `webpackRequire` they are given, so one
// copy serves every container (decision 032).
import * as core from '@module-federation/runtime-tools/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';

// Static property reads, so webpack still keeps only what the shell uses.
const runtimeCore = {
  CurrentGlobal: core.CurrentGlobal,
  Module: core.Module,
  ModuleFederation: core.ModuleFederation,
  assert: core.assert,
  getGlobalFederationConstructor: core.getGlobalFederationConstructor,
  getRemoteEntry: core.getRemoteEntry,
  getRemoteInfo: core.getRemoteInfo,
  helpers: core.helpers,
  loadScript: core.loadScript,
  loadScriptNode: core.loadScriptNode,
  registerGlobalPlugins: core.registerGlobalPlugins,
  satisfy: core.satisfy,
  setGlobalFederationConstructor: core.setGlobalFederationConstructor,
  setGlobalFederationInstance: core.setGlobalFederationInstance,
};

const { bundlerRuntime } = federation;
const bundlerRuntimeFunctions = {
  attachShareScopeMap: federation.attachShareScopeMap,
  consumes: bundlerRuntime.consumes,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  init: bundlerRuntime.init,
  initializeSharing: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
};

export default function provideRuntimeCorePlugin() {
  return {
    name: 'panic-squad-provide-runtime-core',
    beforeInit(args) {
      core.CurrentGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      core.CurrentGlobal._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntimeFunctions;
      return args;
    },
  };
}
