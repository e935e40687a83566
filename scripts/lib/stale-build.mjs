import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const STAMP = '.build-stamp';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), 0);
}

/** True when an app's dist is older than its sources, shared's, the build tooling or the lockfile. */
export function isStale(dir) {
  const stamp = path.join(ROOT, dir, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const inputs = [
    path.join(dir, 'src'),
    path.join(dir, 'package.json'),
    path.join(dir, 'webpack.config.mjs'),
    path.join(dir, 'build.mjs'),
    'shared',
    'tooling',
    'package-lock.json',
  ];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(ROOT, input))));
  return newestInput > statSync(stamp).mtimeMs;
}

/** Records that `dir`'s dist was just built from its current sources. */
export function markBuilt(dir) {
  writeFileSync(path.join(ROOT, dir, 'dist', STAMP), new Date().toISOString());
}
