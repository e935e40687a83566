import { describe, expect, it } from 'vitest';
import { startupWarnings } from './startup-warnings';

describe('startupWarnings', () => {
  it('warns once about durability in production on the embedded database', () => {
    const warnings = startupWarnings({ nodeEnv: 'production', databaseUrl: undefined });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^No DATABASE_URL: .*does not fsync.*set DATABASE_URL in production$/);
  });

  it('says nothing about it with a PostgreSQL server, or outside production', () => {
    expect(startupWarnings({ nodeEnv: 'production', databaseUrl: 'postgres://db/app' })).toEqual([]);
    expect(startupWarnings({ nodeEnv: 'development', databaseUrl: undefined })).toEqual([]);
  });
});
