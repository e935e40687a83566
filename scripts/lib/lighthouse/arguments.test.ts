import { describe, expect, it } from 'vitest';
import { parseLighthouseArguments, ROUTE_NAMES } from './arguments.mjs';

describe('parseLighthouseArguments', () => {
  it('measures every route five times on port 4182 by default, refusing a busy machine', () => {
    expect(parseLighthouseArguments([])).toEqual({
      runs: 5,
      routes: ROUTE_NAMES,
      compare: undefined,
      port: 4182,
      comparePort: 4186,
      ignoreLoad: false,
      reports: undefined,
    });
  });

  it('takes a folder to keep each run’s report in', () => {
    expect(parseLighthouseArguments(['--reports', '/tmp/lh']).reports).toBe('/tmp/lh');
  });

  it('takes a smoke run of one route and one run on a busy machine', () => {
    expect(parseLighthouseArguments(['--runs', '1', '--route', '/store', '--ignore-load'])).toMatchObject({
      runs: 1,
      routes: ['/store'],
      ignoreLoad: true,
    });
  });

  it('keeps the routes in the report’s order whatever order they are named in', () => {
    expect(parseLighthouseArguments(['--route', '/track', '--route', 'product']).routes).toEqual(['product', '/track']);
  });

  it('takes a ref to compare on its own port', () => {
    expect(parseLighthouseArguments(['--compare', 'c068016', '--compare-port', '4190'])).toMatchObject({
      compare: 'c068016',
      comparePort: 4190,
    });
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number'],
    [['--runs', '2.5'], '--runs must be a whole number'],
    [['--route', '/admin'], 'Unknown route /admin'],
    [['--port', 'http'], '--port must be a port'],
    [['--compare', ''], '--compare needs a git ref'],
    [['--reports', ''], '--reports needs a folder'],
    [['--compare', 'main', '--compare-port', '4182'], 'must differ'],
    [['--fast'], "Unknown option '--fast'"],
  ])('refuses %j', (args, reason) => {
    expect(() => parseLighthouseArguments(args)).toThrow(reason);
  });
});
