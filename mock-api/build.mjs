#!/usr/bin/env node
// Compiles the API for production: one ES module in dist/ that plain `node` runs, no TypeScript loader.
// Our code and @ps/shared (TypeScript source, no build of its own) are bundled; every npm package stays
// external and is loaded from node_modules as it was installed, so native addons (sharp, argon2), PGlite's
// wasm and data files and pdfkit's font metrics are found where their packages expect them.
import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const OUT_DIR = here('./dist');

/** Read at run time beside the bundle, through `new URL(..., import.meta.url)`. */
const FILES_BESIDE_CODE = ['src/platform/passwords/common-passwords.txt'];

const bundleOnlyOurSources = {
  name: 'bundle-only-our-sources',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path === '@ps/shared' || path.startsWith('@ps/shared/') ? undefined : { path, external: true },
    );
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  // The sketch worker is a thread's own entry: `new Worker` loads it from beside index.js.
  entryPoints: {
    index: here('./src/index.ts'),
    'sketch-worker': here('./src/modules/audio/sketch-worker.ts'),
    // Operator commands, run by scripts/api-command.mjs without a TypeScript loader. Beside index.js,
    // since config.ts and the files read at run time are found relative to the bundle.
    'staff-cli': here('./src/cli/staff.ts'),
    'db-cli': here('./src/cli/db.ts'),
  },
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleOnlyOurSources],
});
for (const file of FILES_BESIDE_CODE) copyFileSync(here(`./${file}`), `${OUT_DIR}/${file.split('/').pop()}`);
