// Stands in for the federation runtime's SnapshotHandler in the shell's browser build
// (create-app-config.mjs swaps it in). That handler fetches and reads remotes' manifests, but the
// shell registers each remote by its remoteEntry.js, never by a manifest (decision 004), and does
// not preload remotes, so it never runs; it is about 2 KB gzip on every page (decision 032).
// This one keeps what the runtime does touch: the hooks it registers plugins on, and the
// manifest cache it clears when a remote is registered again after a failure (Retry).
import { DisabledSnapshotHandler } from '../../node_modules/@module-federation/runtime-core/dist/plugins/snapshot/disabled.js';

// The runtime's own helper, from the original file; the handler class there is left out of the build.
export { getGlobalRemoteInfo } from '../../node_modules/@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js?without-handler';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
    this.manifestCache = new Map();
  }

  async loadRemoteSnapshotInfo() {
    throw new Error('The shell loads remotes by their remoteEntry.js; manifests and preloading are not supported.');
  }
}
