import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './support/suite';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Panic Squad</title></head>' +
  '<body><div id="root"></div></body></html>';
const asBrowser = { headers: { Accept: 'text/html' } };

/**
 * A stand-in for the shell's Node build: the home page shows the shop's name and the first tour
 * date, the hub its first post's caption and its first fan photo count, all read from the API.
 */
const SHELL_BUNDLE = `
exports.build = 'shell-1';
const read = async (origin, route) => (await fetch(origin + route)).json();
exports.renderFirstScreen = async (path, entry, origin) => {
  globalThis.fanScreenDrawings = (globalThis.fanScreenDrawings ?? 0) + 1;
  if (entry.remote === 'mf_landing') {
    const [{ tourDates }, settings] = await Promise.all([read(origin, '/api/tour-dates'), read(origin, '/api/settings')]);
    const cities = tourDates.map((show) => show.city).join(', ');
    return { html: '<h1>' + settings.shopName + '</h1><p>' + cities + '</p>', styles: '', queries: [] };
  }
  const { posts } = await read(origin, '/api/social/posts?filter=all');
  return { html: '<h1>' + path + '</h1><p>' + posts.map((post) => post.caption).join(' | ') + '</p>', styles: '', queries: [] };
};`;

const remoteBundle = (remote: string) => `
exports.prerenderEntry = { remote: '${remote}', build: '${remote}-1', setApiOrigin() {}, element() { return null; } };`;

let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-fan-first-screen-'));
  const shellDist = path.join(siteDir, 'shell', 'dist');
  await mkdir(path.join(shellDist, 'prerender'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), SHELL_PAGE);
  await writeFile(path.join(shellDist, 'prerender', 'prerender.cjs'), SHELL_BUNDLE);
  for (const remote of ['mf_landing', 'mf_social']) {
    const dir = path.join(siteDir, remote.replace('_', '-'), 'dist', 'prerender');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'prerender.cjs'), remoteBundle(remote));
  }
});

afterAll(() => rm(siteDir, { recursive: true, force: true }));

const drawings = () => (globalThis as { fanScreenDrawings?: number }).fanScreenDrawings ?? 0;
const markupOf = (html: string) => /<div id="root" inert>([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? null;

describeEachDatabase('first screens of the home page and the social hub', (api) => {
  let site: string;
  const page = async (route: string) => {
    const response = await fetch(`${site}${route}`, asBrowser);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    site = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '5000' });
  });

  it('when the home page is asked for twice, then it is drawn once and kept', async () => {
    const before = drawings();
    const html = await page('/');
    expect(await page('/')).toBe(html);
    expect(drawings() - before).toBe(1);
  });

  it('when a tour date changes in the database, then the home page is drawn again with it at once', async () => {
    const show = await api.db.selectFrom('tourDates').select(['id', 'city']).orderBy('id').executeTakeFirstOrThrow();
    expect(markupOf(await page('/'))).toContain(show.city);
    await api.db.updateTable('tourDates').set({ city: 'Reykjavik' }).where('id', '=', show.id).execute();
    await expect.poll(async () => markupOf(await page('/'))).toContain('Reykjavik');
  });

  it('when the settings change, then the home page is drawn again with them at once', async () => {
    expect(markupOf(await page('/'))).toMatch(/^<h1>/);
    await api.db.updateTable('settings').set({ shopName: 'Panic Squad Official' }).execute();
    await expect.poll(async () => markupOf(await page('/'))).toContain('<h1>Panic Squad Official</h1>');
  });

  it('when a post of the hub changes, then its tabs are drawn again with the new caption', async () => {
    const post = await api.db
      .selectFrom('socialPosts')
      .select('id')
      .orderBy('postedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(markupOf(await page('/social/viral'))).toContain('<h1>/social/viral</h1>');
    await api.db
      .updateTable('socialPosts')
      .set({ caption: 'Soundcheck in the rain' })
      .where('id', '=', post.id)
      .execute();
    await expect.poll(async () => markupOf(await page('/social/viral'))).toContain('Soundcheck in the rain');
  });

  it('when a page depends on its link or names no tab, then it is not drawn on the server', async () => {
    expect(markupOf(await page('/newsletter/confirm?token=abc'))).toBeNull();
    const unknownTab = await fetch(`${site}/social/not-a-tab`, asBrowser);
    expect(unknownTab.status).toBe(404);
    expect(markupOf(await unknownTab.text())).toBeNull();
  });
});
