import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { problemsOf } from './config-test-problems';

describe('metrics and error-report settings', () => {
  it('leaves both off by default', () => {
    expect(parseConfig({})).toMatchObject({ metrics: undefined, errorReports: undefined });
  });

  it('reads the token and the allowed addresses and subnets', () => {
    expect(
      parseConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_ALLOW_FROM: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).metrics,
    ).toEqual({ token: 'a'.repeat(16), allowFrom: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'] });
    expect(parseConfig({ METRICS_ALLOW_FROM: '::1' }).metrics).toEqual({ token: undefined, allowFrom: ['::1'] });
  });

  it('names each bad value, hiding the secrets', () => {
    expect(
      problemsOf({ METRICS_TOKEN: 'short', METRICS_ALLOW_FROM: '10.0.0.0/33,prometheus', SENTRY_DSN: 'nope' }),
    ).toEqual([
      'METRICS_TOKEN: must be at least 16 characters (value hidden)',
      'METRICS_ALLOW_FROM: must be addresses or CIDR subnets separated by commas, such as 10.0.0.0/8,127.0.0.1 (got "10.0.0.0/33,prometheus")',
      'SENTRY_DSN: must be a DSN such as https://key@sentry.example/42 (value hidden)',
    ]);
    expect(problemsOf({ SENTRY_DSN: 'https://sentry.example/42' })).toEqual([
      'SENTRY_DSN: must be a DSN such as https://key@sentry.example/42 (value hidden)',
    ]);
  });

  it('names the environment of error reports after NODE_ENV unless SENTRY_ENVIRONMENT says otherwise', () => {
    const dsn = 'https://public@glitchtip.example/3';
    expect(parseConfig({ SENTRY_DSN: dsn, NODE_ENV: 'production' }).errorReports).toEqual({
      dsn,
      environment: 'production',
    });
    expect(parseConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }).errorReports?.environment).toBe('staging');
  });
});
