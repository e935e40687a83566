import path from 'node:path';
import webpack from 'webpack';

/** Packages the server resolves itself, so the shell's and a remote's prerender bundles share one React, one router and one style sheet. */
const SERVER_PROVIDED =
  /^(react|react-dom|react-router-dom|styled-components|@tanstack\/react-query|zustand|zod)(\/.*)?$/;

/**
 * A Node build of an app's `src/prerender.tsx` next to its browser build, in `dist/prerender/`.
 * The server loads it to draw the app's first screen as HTML (decision 026); both builds carry
 * the same build id, so the page can tell whether its markup came from the remote it loaded.
 * @param {{ dir: string, name: string, publicPath: string, swcRule: object, define: object }} options
 */
export function createPrerenderConfig({ dir, name, publicPath, swcRule, define }) {
  return {
    name: `${name}-prerender`,
    // After the browser build, whose `clean` empties dist.
    dependencies: [name],
    mode: 'production',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'prerender'),
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      publicPath,
      // The browser build's asset names, so the markup points at files that build published.
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externals: [
      ({ request }, callback) => callback(undefined, SERVER_PROVIDED.test(request) ? `commonjs ${request}` : undefined),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule,
        { test: /\.(woff2?|png|svg|webp|jpg|mp3|wav)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.DefinePlugin(define), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
