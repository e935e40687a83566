#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
import { run } from './lib/workspace.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'dom']],
  ['API tests', 'npx', ['vitest', 'run', '--project', 'api']],
  ['multi-machine rehearsal', 'node', ['scripts/rehearsal/run.mjs', '--if-available']],
  ['Node 22 and 24', 'node', ['scripts/test-node-lines.mjs']],
  ['production build', 'node', ['scripts/build-all.mjs']],
  ['e2e (Chromium)', 'npx', ['playwright', 'test']],
];

const timings = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  await run(command, args);
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`\nAll checks passed.\n${timings.join('\n')}`);
