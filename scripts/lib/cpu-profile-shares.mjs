// The arithmetic of `npm run profile:api`: a V8 CPU profile (`node --cpu-prof`'s .cpuprofile) cut to a time window
// and summed by frame and by package, as shares of the samples in which the process ran (idle left out). Shares,
// not milliseconds: on a machine other work shares, they move far less than timings do.

const IDLE = '(idle)';
const GC = '(garbage collector)';

/** The package a script URL belongs to: `express`, `@pinojs/redact`, `node:` for Node's own code, `api` for ours. */
export function packageOf(url) {
  if (url === '') return 'V8 and native';
  if (url.startsWith('node:')) return 'node:';
  const installed = url.lastIndexOf('/node_modules/');
  if (installed >= 0) {
    const [scope, name] = url.slice(installed + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return url.includes('/mock-api/') ? 'api' : url;
}

function frameLabel({ functionName, url, lineNumber }) {
  const file = url.startsWith('node:') ? url : url.replace(/^.*\/node_modules\//, '').replace(/^.*\/mock-api\//, '');
  return `${functionName || '(anonymous)'}${url ? ` ${file}:${lineNumber + 1}` : ''}`;
}

/** Each sample's node id, its time (the profile's clock, microseconds) and the time since the sample before. */
function* timedSamples(profile) {
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    const lasted = profile.timeDeltas[index];
    at += lasted;
    yield { id: profile.samples[index], at, lasted };
  }
}

const sorted = (counts, total, top) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, count]) => ({ name, share: count / total }));

/**
 * Self-time shares of the samples taken between `from` and `to` (the profile's clock, which is the monotonic clock
 * `process.hrtime` reads, in microseconds), by frame and by package, and for each frame of `inclusiveOf` (a test on
 * its label) the share of samples with it anywhere on the stack. `busySamples` counts the samples that are not idle,
 * `busyMicroseconds` the time they stand for.
 */
export function profileShares(profile, { from = -Infinity, to = Infinity, top = 15, inclusiveOf = () => false } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frames = new Map();
  const packages = new Map();
  const inclusive = new Map();
  let busySamples = 0;
  let busyMicroseconds = 0;
  for (const { id, at, lasted } of timedSamples(profile)) {
    if (at < from || at > to) continue;
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === IDLE) continue;
    busySamples += 1;
    busyMicroseconds += lasted;
    const label = frameLabel(callFrame);
    frames.set(label, (frames.get(label) ?? 0) + 1);
    const group = callFrame.functionName === GC ? 'garbage collector' : packageOf(callFrame.url);
    packages.set(group, (packages.get(group) ?? 0) + 1);
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = frameLabel(nodes.get(at).callFrame);
      if (inclusiveOf(frame)) onStack.add(frame);
    }
    for (const frame of onStack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1);
  }
  const total = Math.max(busySamples, 1);
  return {
    busySamples,
    busyMicroseconds,
    frames: sorted(frames, total, top),
    packages: sorted(packages, total, top),
    inclusive: sorted(inclusive, total, top),
  };
}
