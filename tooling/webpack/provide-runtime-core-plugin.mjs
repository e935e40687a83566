// A federation runtime plugin bundled into the shell. Remotes are built with
// `externalRuntime`, so their entries (about 9 KB instead of 18 KB gzip each) use the
// shell's runtime from the `_FEDERATION_RUNTIME_CORE` global. The stock
// provideExternalRuntime does the same with `import * as`, which keeps all of
// runtime-core in the shell (about 22 KB gzip more); this hands over only the names a
// remote entry reads, all of which the shell's own runtime already bundles. A remote that
// started reading another name would fail to start, which the e2e route-group journeys catch.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

const runtimeCore = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideRuntimeCorePlugin() {
  return {
    name: 'panic-squad-provide-runtime-core',
    beforeInit(args) {
      CurrentGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
