#!/usr/bin/env node
// Builds the shell and every remote, each on its own, as a team deploying alone would, then the API.
// `--if-stale` skips an app whose dist is newer than its sources, shared's and the build tooling.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONT_END_APPS, ROOT, run } from './lib/workspace.mjs';

const STAMP = '.build-stamp';
const onlyStale = process.argv.includes('--if-stale');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), 0);
}

function isStale(dir) {
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

const started = Date.now();
for (const { dir } of [...FRONT_END_APPS, { dir: 'mock-api' }]) {
  if (onlyStale && !isStale(dir)) {
    console.log(`✓ ${dir} is up to date`);
    continue;
  }
  const appStarted = Date.now();
  await run('npm', ['run', 'build', '--silent', '-w', dir]);
  writeFileSync(path.join(ROOT, dir, 'dist', STAMP), new Date().toISOString());
  console.log(`✓ built ${dir} in ${((Date.now() - appStarted) / 1000).toFixed(1)} s`);
}
console.log(`Every app and the API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
