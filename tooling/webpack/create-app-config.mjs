import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BuildIdFilePlugin } from './build-id-file-plugin.mjs';
import { createPrerenderConfig } from './create-prerender-config.mjs';
import { PreloadStartupSharedPlugin } from './preload-startup-shared-plugin.mjs';
import { TRIMMED_ALIASES, sharedModules } from './shared-modules.mjs';
import { swcRule } from './swc-rule.mjs';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';
const TEMPLATE = path.resolve(import.meta.dirname, 'index.html');
const PROVIDE_RUNTIME_CORE = path.resolve(import.meta.dirname, 'provide-runtime-core-plugin.mjs');
const REMOTE_BUNDLER_RUNTIME = path.resolve(import.meta.dirname, 'remote-bundler-runtime.mjs');
const REMOTE_ERROR_DESCRIPTIONS = path.resolve(import.meta.dirname, 'remote-error-descriptions.mjs');
const HOST_SNAPSHOT_HANDLER = path.resolve(import.meta.dirname, 'host-snapshot-handler.mjs');
const HOST_PRELOAD = path.resolve(import.meta.dirname, 'host-preload.mjs');
const HOST_UNUSED_BUNDLER_RUNTIME = path.resolve(import.meta.dirname, 'host-unused-bundler-runtime.mjs');
const HOST_SEMVER = path.resolve(import.meta.dirname, 'host-semver.mjs');
const HOST_LOGGER = path.resolve(import.meta.dirname, 'host-logger.mjs');
const NO_VENDOR_PREFIXES = path.resolve(import.meta.dirname, 'no-vendor-prefixes.mjs');
// Matches the runtime's relative imports of the file, so the swap happens before resolving.
const SNAPSHOT_HANDLER = /(^|[\\/])plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const PRELOAD = /(^|[\\/])utils[\\/]preload\.js$/;
const SEMVER = /(^|[\\/])semver[\\/]index\.js$/;
const SDK_LOGGER = /@module-federation[\\/]sdk[\\/]dist[\\/]logger\.js$/;
const STYLIS_PREFIXER = /(^|[\\/])stylis[\\/]src[\\/]Prefixer\.js$/;
const ERROR_DESCRIPTIONS = /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;
const UNUSED_BUNDLER_RUNTIME =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](remotes|getSharedFallbackGetter)\.js$/;
const BUNDLER_RUNTIME_INDEX = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](index|bundler)\.js$/;

/**
 * One webpack config for the host and every remote, so that they agree on
 * sharing, loaders and caching. `exposes` makes an app a remote.
 * `prerender` adds a Node build of `src/prerender.tsx` served from `prerender` (a public path) (decision 026).
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string,string>, title?: string, prerender?: string }} app
 */
export function createAppConfig({ dir, name, port, exposes, title = 'Panic Squad', prerender }) {
  const appPackage = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const isDevServer = Boolean(process.env.WEBPACK_SERVE);
    // A remote's dist is only its container; its standalone page exists for its own team in dev.
    const withPage = !isRemote || isDevServer;
    // Production remote entries read the federation runtime from the shell (decisions 004 and 032).
    const usesShellRuntime = isRemote && !isDevServer;
    // One id per build, shared by the browser and the Node build, so a page never mixes two builds.
    const buildId = isProduction ? randomUUID().slice(0, 8) : 'dev';
    const define = { __APP_BUILD_ID__: JSON.stringify(buildId) };

    const browser = {
      name,
      mode: isProduction ? 'production' : 'development',
      context: dir,
      entry: withPage ? { main: isRemote ? './src/standalone.tsx' : './src/index.tsx' } : {},
      target: 'web',
      // Production maps are written for error reports but not referenced from the bundles (the server never serves them).
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: isProduction ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        alias: TRIMMED_ALIASES,
      },
      module: {
        rules: [swcRule(isProduction), { test: /\.(woff2?|png|svg|webp|jpg|mp3|wav)$/i, type: 'asset/resource' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          shared: sharedModules(appPackage),
          shareStrategy: 'loaded-first',
          runtimePlugins: isRemote ? [] : [PROVIDE_RUNTIME_CORE],
          dts: false,
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          experiments: {
            asyncStartup: true,
            // Production remote entries use the shell's runtime (see provide-runtime-core-plugin.mjs);
            // in dev each remote keeps its own so that its standalone page runs too.
            externalRuntime: usesShellRuntime,
            // A remote consumes no remotes, so its entry can leave out the snapshot and remote-loading code.
            optimization: isRemote
              ? { target: 'web', disableSnapshot: true, disableRemote: true }
              : { target: 'web', disableSnapshot: true },
          },
        }),
        withPage &&
          new HtmlWebpackPlugin({
            template: TEMPLATE,
            title,
            scriptLoading: 'defer',
            // Deep links (/store/x/y) must still load the page's scripts from the root.
            publicPath: '/',
            // The shell reads its remotes config first thing (shell/src/features/remotes); fetch it with the page.
            remotesConfigUrl: isRemote ? undefined : '/config/remotes.json',
          }),
        usesShellRuntime && new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_INDEX, REMOTE_BUNDLER_RUNTIME),
        usesShellRuntime && new webpack.NormalModuleReplacementPlugin(ERROR_DESCRIPTIONS, REMOTE_ERROR_DESCRIPTIONS),
        !isRemote && new webpack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, HOST_SNAPSHOT_HANDLER),
        !isRemote && new webpack.NormalModuleReplacementPlugin(PRELOAD, HOST_PRELOAD),
        !isRemote && new webpack.NormalModuleReplacementPlugin(UNUSED_BUNDLER_RUNTIME, HOST_UNUSED_BUNDLER_RUNTIME),
        !isRemote && new webpack.NormalModuleReplacementPlugin(SEMVER, HOST_SEMVER),
        !isRemote && new webpack.NormalModuleReplacementPlugin(SDK_LOGGER, HOST_LOGGER),
        new webpack.NormalModuleReplacementPlugin(STYLIS_PREFIXER, NO_VENDOR_PREFIXES),
        withPage && isProduction && new PreloadStartupSharedPlugin(),
        new webpack.DefinePlugin(define),
        isProduction && new BuildIdFilePlugin(buildId),
      ].filter(Boolean),
      optimization: {
        // No separate chunk for node_modules: every shared module is loaded as a chunk of its own anyway, and
        // keeping a re-export module (react-query-used.js, the router entry) with the package it re-exports
        // lets webpack concatenate and trim them as one (decision 075).
        splitChunks: { cacheGroups: { defaultVendors: false } },
        minimize: isProduction,
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        buildDependencies: {
          config: [
            import.meta.filename,
            path.join(import.meta.dirname, 'swc-rule.mjs'),
            path.join(import.meta.dirname, 'build-id-file-plugin.mjs'),
            REMOTE_BUNDLER_RUNTIME,
            REMOTE_ERROR_DESCRIPTIONS,
            HOST_SNAPSHOT_HANDLER,
            HOST_PRELOAD,
            HOST_SEMVER,
            HOST_LOGGER,
            NO_VENDOR_PREFIXES,
            HOST_UNUSED_BUNDLER_RUNTIME,
          ],
        },
      },
      stats: 'errors-warnings',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        proxy: [{ context: ['/api', '/config'], target: API_ORIGIN }],
      },
    };
    if (!prerender || !isProduction || isDevServer) return browser;
    return [browser, createPrerenderConfig({ dir, name, publicPath: prerender, swcRule: swcRule(true), define })];
  };
}
