import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

const SERVICE_WORKER_DIR = path.join(import.meta.dirname, 'src', 'service-worker');

const appConfig = createAppConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, prerender: '/' });

/** The production shell also builds /sw.js and the offline page it falls back to (decision 010). */
export default (env, argv) => {
  const configs = appConfig(env, argv);
  const config = Array.isArray(configs) ? configs[0] : configs;
  if (config.mode !== 'production' || process.env.WEBPACK_SERVE) return configs;
  config.plugins.push(
    new HtmlWebpackPlugin({
      template: path.join(SERVICE_WORKER_DIR, 'offline.html'),
      filename: 'offline.html',
      inject: false,
    }),
    new InjectManifest({
      swSrc: path.join(SERVICE_WORKER_DIR, 'sw.ts'),
      swDest: 'sw.js',
      // The shell's scripts and the offline page; index.html is not needed: pages come from the network.
      include: [/\.js$/, /^offline\.html$/],
      // A content hash in the name is the file's revision.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
    }),
  );
  return configs;
};
