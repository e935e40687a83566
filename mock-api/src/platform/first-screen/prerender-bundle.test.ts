import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderBundle } from './prerender-bundle';

const isBuild = (module: unknown): module is { build: string } =>
  typeof (module as { build?: unknown } | null)?.build === 'string';

let site: string;
beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'ps-prerender-bundle-'));
});
afterEach(() => rm(site, { recursive: true, force: true }));

/** A release folder holding a bundle of the given build, as a deploy tool writes one. */
async function release(name: string, build: string): Promise<string> {
  const dir = path.join(site, name);
  await mkdir(dir);
  await writeFile(path.join(dir, 'prerender.cjs'), `exports.build = ${JSON.stringify(build)};`);
  return dir;
}

describe('prerenderBundle', () => {
  it('when a deploy swaps the link to a new release folder, then the next read loads the new build', async () => {
    const current = path.join(site, 'current');
    await symlink(await release('release-1', 'b1'), current);
    const bundle = prerenderBundle(path.join(current, 'prerender.cjs'), isBuild);
    expect(await bundle.current()).toEqual({ build: 'b1' });

    await symlink(await release('release-2', 'b2'), `${current}.next`);
    await rename(`${current}.next`, current);
    expect(await bundle.current()).toEqual({ build: 'b2' });
  });

  it('when the app has no bundle, then there is none to draw with', async () => {
    expect(await prerenderBundle(path.join(site, 'missing', 'prerender.cjs'), isBuild).current()).toBeNull();
  });
});
