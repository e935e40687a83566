import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { problemsOf } from './config-test-problems';

describe('parseConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.join(config.siteDistDir, '.data'));
    expect(path.join(config.siteDistDir, 'mock-api')).toBe(path.resolve(import.meta.dirname, '..'));
    expect(config.remoteBaseUrls).toEqual({
      mf_landing: '/remotes/mf-landing/',
      mf_social: '/remotes/mf-social/',
      mf_store: '/remotes/mf-store/',
      mf_checkout: '/remotes/mf-checkout/',
      mf_account: '/remotes/mf-account/',
      mf_admin: '/remotes/mf-admin/',
    });
  });

  it('is silent under test unless LOG_LEVEL says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('reads explicit values and normalises remote base URLs to end in a slash', () => {
    const config = parseConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://app:app@localhost:5432/app',
      SINGLE_INSTANCE: 'true',
      REMOTE_MF_STORE_URL: 'https://cdn.example.com/store',
      REMOTE_MF_ADMIN_URL: '/admin-remote',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://app:app@localhost:5432/app');
    expect(config.remoteBaseUrls.mf_store).toBe('https://cdn.example.com/store/');
    expect(config.remoteBaseUrls.mf_admin).toBe('/admin-remote/');
  });

  it('reads PUBLIC_URL as an origin and refuses one with a path or another scheme', () => {
    expect(parseConfig({})).toMatchObject({ publicUrl: 'http://localhost:8080', publicUrlConfigured: false });
    expect(parseConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(parseConfig({ PUBLIC_URL: 'https://panicsquad.example' }).publicUrlConfigured).toBe(true);
    expect(parseConfig({ PUBLIC_URL: 'https://Panicsquad.example/' }).publicUrl).toBe('https://panicsquad.example');
    expect(problemsOf({ PUBLIC_URL: 'https://panicsquad.example/shop' })).toEqual([
      'PUBLIC_URL: must be an origin without a path (got "https://panicsquad.example/shop")',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'ftp://panicsquad.example' })[0]).toMatch(/^PUBLIC_URL: must be an http\(s\) URL/);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('names a bad PORT and the value it got', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: must be a whole number from 0 to 65535 (got "abc")']);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: /);
  });

  it('does not repeat a database URL, which may hold a password', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://admin:s3cret@db' })).toEqual([
      'DATABASE_URL: must be a postgres:// URL (value hidden)',
    ]);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({
      PORT: '-1',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://nope',
      LOG_LEVEL: 'loud',
      REMOTE_MF_LANDING_URL: 'not a url',
      REMOTE_MF_SOCIAL_URL: 'ftp://example.com/social/',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'LOG_LEVEL',
      'REMOTE_MF_LANDING_URL',
      'REMOTE_MF_SOCIAL_URL',
    ]);
  });
});

describe('parseConfig: expiry of abandoned checkouts and carts', () => {
  it('keeps checkouts a day and carts 30 days, sweeps every 5 minutes and allows 20 checkouts a minute', () => {
    expect(parseConfig({})).toMatchObject({
      checkoutSessionTtlHours: 24,
      cartTtlDays: 30,
      expirySweepIntervalSeconds: 300,
      checkoutSessionsPerMinute: 20,
    });
    const config = parseConfig({
      CHECKOUT_SESSION_TTL_HOURS: '2',
      CART_TTL_DAYS: '7',
      EXPIRY_SWEEP_INTERVAL_SECONDS: '1',
      CHECKOUT_SESSIONS_PER_MINUTE: '3',
    });
    expect(config).toMatchObject({
      checkoutSessionTtlHours: 2,
      cartTtlDays: 7,
      expirySweepIntervalSeconds: 1,
      checkoutSessionsPerMinute: 3,
    });
  });

  it('refuses a zero or fractional time to live', () => {
    expect(problemsOf({ CHECKOUT_SESSION_TTL_HOURS: '0', CART_TTL_DAYS: '1.5' })).toEqual([
      'CHECKOUT_SESSION_TTL_HOURS: must be a whole number of at least 1 (got "0")',
      'CART_TTL_DAYS: must be a whole number of at least 1 (got "1.5")',
    ]);
  });
});

describe('parseConfig: mail, payments and order lookups', () => {
  it('defaults to the outbox mailer, the sandbox payment provider and 20 lookups a minute', () => {
    expect(parseConfig({})).toMatchObject({
      mailFrom: '"Panic Squad" <hello@panicsquad.example>',
      smtpUrl: undefined,
      stripe: undefined,
      orderLookupsPerMinute: 20,
    });
  });

  it('reads SMTP, Stripe and the lookup limit, in test mode for sk_test_ keys', () => {
    const config = parseConfig({
      MAIL_FROM: 'Shop <shop@example.com>',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      ORDER_LOOKUPS_PER_MINUTE: '5',
    });
    expect(config).toMatchObject({ mailFrom: 'Shop <shop@example.com>', orderLookupsPerMinute: 5 });
    expect(config.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiUrl: undefined,
      testMode: true,
    });
    expect(parseConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe?.testMode).toBe(
      false,
    );
  });

  it('needs the webhook secret with a Stripe key, and never repeats secrets', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set (not set)',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_oops', SMTP_URL: 'http://user:pw@mail' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL (value hidden)',
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_test_... or sk_live_...) (value hidden)',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set (not set)',
    ]);
    expect(problemsOf({ ORDER_LOOKUPS_PER_MINUTE: '0' })).toEqual([
      'ORDER_LOOKUPS_PER_MINUTE: must be a whole number of at least 1 (got "0")',
    ]);
  });
});
