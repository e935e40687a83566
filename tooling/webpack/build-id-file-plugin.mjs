import webpack from 'webpack';

/** Read by the source-map upload (scripts/upload-source-maps.mjs) and the API's error reports. */
export const BUILD_ID_FILE = 'build-id.txt';

/**
 * Writes the build's id (APP_BUILD_ID) beside its bundles: error reports name their release after it,
 * so the hidden source maps must be uploaded under the same name.
 */
export class BuildIdFilePlugin {
  /** @param {string} buildId */
  constructor(buildId) {
    this.buildId = buildId;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildIdFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(BUILD_ID_FILE, new webpack.sources.RawSource(`${this.buildId}\n`)),
      );
    });
  }
}
