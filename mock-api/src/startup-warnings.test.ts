import { describe, expect, it } from 'vitest';
import { startupWarnings } from './startup-warnings';

const configured = {
  nodeEnv: 'production',
  databaseUrl: 'postgres://db/app',
  publicUrl: 'https://panicsquad.example',
  publicUrlConfigured: true,
} as const;

describe('startupWarnings', () => {
  it('says nothing when production is set up with a database server and a public address', () => {
    expect(startupWarnings(configured)).toEqual([]);
  });

  it('warns once about durability in production on the embedded database, and only in production', () => {
    const warnings = startupWarnings({ ...configured, databaseUrl: undefined });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^No DATABASE_URL: .*does not fsync.*set DATABASE_URL in production$/);
    expect(startupWarnings({ ...configured, nodeEnv: 'development', databaseUrl: undefined })).toEqual([]);
  });

  it('warns when PUBLIC_URL is unset, naming the local address links will use', () => {
    const warnings = startupWarnings({ ...configured, publicUrl: 'http://localhost:8080', publicUrlConfigured: false });
    expect(warnings).toEqual([
      expect.stringMatching(/^No PUBLIC_URL: .* point to http:\/\/localhost:8080; set PUBLIC_URL/),
    ]);
  });
});
