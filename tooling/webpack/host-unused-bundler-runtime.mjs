// Stands in for two files of the webpack bundler runtime in the shell's browser build
// (create-app-config.mjs swaps it in for both). `remotes` serves remotes declared in the webpack
// config; the shell declares none and loads each remote through the runtime's `loadRemote`
// (decision 004), so its build never calls it. `getSharedFallbackGetter` serves shared-module
// tree shaking, an Rspack feature this build does not use. About 0.9 KB gzip on every page
// (decision 038).
const unused = (name) => () => {
  throw new Error(`The shell's federation runtime leaves out ${name}: it declares no remotes and no shared fallbacks.`);
};

export const remotes = unused('remotes');
export const getSharedFallbackGetter = unused('getSharedFallbackGetter');
