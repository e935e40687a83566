#!/usr/bin/env node
// Builds the shell and every remote, each on its own, as a team deploying alone would, then the API.
// `--if-stale` skips an app whose dist is newer than its sources, shared's and the build tooling.
import { FRONT_END_APPS, run } from './lib/workspace.mjs';
import { isStale, markBuilt } from './lib/stale-build.mjs';

const onlyStale = process.argv.includes('--if-stale');

const started = Date.now();
for (const { dir } of [...FRONT_END_APPS, { dir: 'mock-api' }]) {
  if (onlyStale && !isStale(dir)) {
    console.log(`✓ ${dir} is up to date`);
    continue;
  }
  const appStarted = Date.now();
  await run('npm', ['run', 'build', '--silent', '-w', dir]);
  markBuilt(dir);
  console.log(`✓ built ${dir} in ${((Date.now() - appStarted) / 1000).toFixed(1)} s`);
}
console.log(`Every app and the API ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
