import { createRequire } from 'node:module';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const STYLED_COMPONENTS_PLUGIN = createRequire(import.meta.url).resolve('@swc/plugin-styled-components');

/** The workspace a source file belongs to (`shell`, `mf-store`, `shared`), whichever app compiles it. */
export const workspaceOf = (file) => path.relative(REPO_ROOT, file).split(path.sep)[0];

/**
 * TypeScript and JSX through swc, with the styled-components plugin naming every styled component
 * from its file's contents instead of a counter (decision 028). The browser and the Node build of
 * an app, and every app compiling `@ps/shared`, then give a component the same class names, so the
 * page can hydrate the server's markup. The namespace is the file's workspace: two remotes with an
 * identical file still get different names, while shared code is named alike in every app.
 * @param {boolean} isProduction
 */
export const swcRule = (isProduction) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: ({ resource }) => [
    {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          experimental: {
            cacheRoot: path.join(REPO_ROOT, 'node_modules', '.cache', 'swc'),
            plugins: [
              [STYLED_COMPONENTS_PLUGIN, { ssr: true, displayName: !isProduction, namespace: workspaceOf(resource) }],
            ],
          },
        },
      },
    },
  ],
});
