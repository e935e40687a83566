import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedTextFile } from './cached-file';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ps-cached-'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('cachedTextFile', () => {
  it('is null for a missing file', async () => {
    expect(await cachedTextFile(path.join(dir, 'missing.html')).read()).toBeNull();
  });

  it('serves the cached text until the file changes', async () => {
    const file = path.join(dir, 'index.html');
    await writeFile(file, 'first');
    await utimes(file, 1_000, 1_000);
    const cached = cachedTextFile(file);
    expect(await cached.read()).toBe('first');

    await writeFile(file, 'second');
    await utimes(file, 1_000, 1_000);
    expect(await cached.read()).toBe('first');

    await utimes(file, 2_000, 2_000);
    expect(await cached.read()).toBe('second');
  });
});
