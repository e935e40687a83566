// Stands in for the federation runtime's utils/preload.js in the shell's browser build
// (create-app-config.mjs swaps it in). Only `preloadRemote` and the snapshot plugin call it; the
// shell has neither manifests nor the snapshot plugin, and its snapshot handler already refuses
// to preload (host-snapshot-handler.mjs), so the file never ran. About 0.8 KB gzip on every
// page (decision 038).
const unsupported = () => {
  throw new Error('The shell loads remotes by their remoteEntry.js; preloading remotes is not supported.');
};

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;
