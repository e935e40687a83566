import { parseArgs } from 'node:util';

/** The routes measured, by name; `category`, `product` and `search` are resolved against the seeded catalog. */
export const ROUTE_NAMES = [
  '/',
  '/store',
  'category',
  'product',
  'search',
  '/social',
  '/cart',
  '/checkout',
  '/account/orders',
  '/track',
];

export const USAGE = `Usage: npm run perf:lighthouse -- [options]
  --runs <n>           runs per route, with scripts and floor each (default 5)
  --route <name>       measure only this route (repeatable): ${ROUTE_NAMES.join(', ')}
  --compare <ref>      also build <ref> in a temporary worktree and measure it side by side
  --port <n>           port of this tree's production server (default 4182)
  --compare-port <n>   port of the compared ref's server (default 4186)
  --ignore-load        measure on a busy machine; the output says the figures are not valid (smoke runs)
  --reports <dir>      also write each run's Lighthouse report there as JSON (which element was the LCP, and why)`;

const port = (text, name) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) throw new Error(`--${name} must be a port, not ${text}`);
  return value;
};

/** The options of `npm run perf:lighthouse` from its arguments; throws with the reason on anything it cannot use. */
export function parseLighthouseArguments(args) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      runs: { type: 'string', default: '5' },
      route: { type: 'string', multiple: true },
      compare: { type: 'string' },
      port: { type: 'string', default: '4182' },
      'compare-port': { type: 'string', default: '4186' },
      'ignore-load': { type: 'boolean', default: false },
      reports: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  const unknown = (values.route ?? []).filter((name) => !ROUTE_NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`Unknown route ${unknown.join(', ')}; one of ${ROUTE_NAMES.join(', ')}`);
  const options = {
    runs,
    routes: values.route ? ROUTE_NAMES.filter((name) => values.route.includes(name)) : ROUTE_NAMES,
    compare: values.compare,
    port: port(values.port, 'port'),
    comparePort: port(values['compare-port'], 'compare-port'),
    ignoreLoad: values['ignore-load'],
    reports: values.reports,
  };
  if (options.compare !== undefined && options.compare.trim() === '') throw new Error('--compare needs a git ref');
  if (options.reports !== undefined && options.reports.trim() === '') throw new Error('--reports needs a folder');
  if (options.compare && options.port === options.comparePort) throw new Error('--port and --compare-port must differ');
  return options;
}
