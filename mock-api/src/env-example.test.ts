import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample } from './env-example';

describe('.env.example', () => {
  it('is what config.ts generates; run `npm run env:example` after changing a variable', () => {
    const checkedIn = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    expect(checkedIn).toBe(envExample());
  });

  it('names every variable with its default, and no path of this machine', () => {
    const text = envExample();
    expect(text).toContain('# PORT=8080');
    expect(text).toContain('# DATABASE_POOL_MAX=10');
    expect(text).toContain('# SINGLE_INSTANCE=false');
    expect(text).toContain('(default: .data)');
    expect(text).not.toContain(import.meta.dirname);
  });
});
