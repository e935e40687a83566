import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { problemsOf } from './config-test-problems';

const DATABASE_URL = 'postgres://app:secret@db.internal:5432/panic_squad';
const SHARED = {
  S3_BUCKET: 'panic-squad-media',
  EP_LINK_SECRET: 'a-download-link-key-of-at-least-32-chars',
  SMTP_URL: 'smtp://mail.internal:25',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
const ALONE = 'or set SINGLE_INSTANCE=true if this is the only instance on DATABASE_URL';

const without = (name: keyof typeof SHARED) =>
  Object.fromEntries(Object.entries(SHARED).filter(([key]) => key !== name));

describe('parseConfig: replicas on one DATABASE_URL', () => {
  it('names each shared setting that is missing, why it matters and how to say this instance is alone', () => {
    expect(problemsOf({ DATABASE_URL })).toEqual([
      `S3_BUCKET: is required with DATABASE_URL, since an uploaded image would exist only on the replica that stored it; set it, ${ALONE} (not set)`,
      `EP_LINK_SECRET: is required with DATABASE_URL, since each replica would sign download links with a key of its own, refused by the others; set it, ${ALONE} (not set)`,
      `SMTP_URL: is required with DATABASE_URL, since mail would be written as .eml files on whichever replica sent it, and never delivered; set it, ${ALONE} (not set)`,
    ]);
  });

  it.each(['S3_BUCKET', 'EP_LINK_SECRET', 'SMTP_URL'] as const)('refuses a start with only %s missing', (name) => {
    const problems = problemsOf({ DATABASE_URL, ...without(name) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: is required with DATABASE_URL, .*\\(not set\\)$`));
  });

  it('reports a missing setting beside a malformed one, each once', () => {
    const problems = problemsOf({ DATABASE_URL, S3_BUCKET: 'Not A Bucket!', SMTP_URL: SHARED.SMTP_URL });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['S3_BUCKET', 'EP_LINK_SECRET']);
    expect(problems[0]).toContain('must be a bucket name');
  });

  it('starts with every shared setting, or with SINGLE_INSTANCE=true and none', () => {
    expect(parseConfig({ DATABASE_URL, ...SHARED }).databaseUrl).toBe(DATABASE_URL);
    expect(parseConfig({ DATABASE_URL, SINGLE_INSTANCE: 'true' }).databaseUrl).toBe(DATABASE_URL);
    expect(problemsOf({ DATABASE_URL, SINGLE_INSTANCE: 'yes' })[0]).toBe(
      'SINGLE_INSTANCE: must be true or false (got "yes")',
    );
  });

  it('asks nothing of the embedded database, which its folder lock keeps to one instance', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).databaseUrl).toBeUndefined();
  });

  it('refuses the in-memory sandbox payments in production unless the instance is alone', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL, ...SHARED })).toEqual([
      "STRIPE_SECRET_KEY: is required with DATABASE_URL in production, since the sandbox payment provider keeps payments in one process's memory; " +
        `set it, ${ALONE} (not set)`,
    ]);
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL, ...SHARED, ...STRIPE }).stripe).toBeDefined();
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL, SINGLE_INSTANCE: 'true' }).stripe).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'test', DATABASE_URL, ...SHARED }).stripe).toBeUndefined();
  });

  it('lists all four in production with nothing shared, and never repeats a secret value', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATABASE_URL });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'S3_BUCKET',
      'EP_LINK_SECRET',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
    ]);
    expect(problems.join('\n')).not.toContain('secret@');
  });
});

describe('parseConfig: database connections', () => {
  it('holds 10 pooled connections unless DATABASE_POOL_MAX says otherwise', () => {
    expect(parseConfig({}).databasePoolMax).toBe(10);
    expect(parseConfig({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    expect(problemsOf({ DATABASE_POOL_MAX: '0' })).toEqual([
      'DATABASE_POOL_MAX: must be a whole number of at least 1 (got "0")',
    ]);
  });

  it('takes DATABASE_LISTEN_URL beside DATABASE_URL, and refuses it alone without showing it', () => {
    const listenUrl = 'postgres://app:secret@db-direct.internal:5432/panic_squad';
    const config = parseConfig({ DATABASE_URL, DATABASE_LISTEN_URL: listenUrl, SINGLE_INSTANCE: 'true' });
    expect(config.databaseListenUrl).toBe(listenUrl);
    expect(parseConfig({ DATABASE_URL, SINGLE_INSTANCE: 'true' }).databaseListenUrl).toBeUndefined();
    expect(problemsOf({ DATABASE_LISTEN_URL: listenUrl })).toEqual([
      'DATABASE_LISTEN_URL: needs DATABASE_URL: the embedded database hears its notifications in-process (value hidden)',
    ]);
    expect(problemsOf({ DATABASE_LISTEN_URL: 'mysql://x' })).toEqual([
      'DATABASE_LISTEN_URL: must be a postgres:// URL (value hidden)',
    ]);
  });
});

describe('parseConfig: tools that serve no traffic', () => {
  it('skip the replica rules, so migrations and the staff CLI run where the server would refuse', () => {
    expect(parseConfig({ NODE_ENV: 'production', DATABASE_URL }, { serving: false }).databaseUrl).toBe(DATABASE_URL);
  });
});
