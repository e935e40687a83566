import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { problemsOf } from './config-test-problems';

describe('TRUST_PROXY', () => {
  it('is off by default, so X-Forwarded-For is ignored', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of addresses and subnets', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/9'])('refuses %s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY: must be a hop count/);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('make the first admin together, the e-mail lower-cased', () => {
    const config = parseConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a long pass phrase' });
    expect(config.firstAdmin).toEqual({ email: 'boss@example.com', password: 'a long pass phrase' });
    expect(parseConfig({}).firstAdmin).toBeUndefined();
  });

  it('refuse one without the other and never repeat the password', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_PASSWORD: is required when ADMIN_EMAIL is set (not set)',
    ]);
    const problems = problemsOf({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' });
    expect(problems).toEqual(['ADMIN_PASSWORD: must be at least 10 characters (value hidden)']);
  });
});
