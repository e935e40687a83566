import { describe, expect, it } from 'vitest';
import { budgetFor, classifyRequest, summarizeRoute } from './first-load-js.mjs';

const BASE = 'http://127.0.0.1:4180';
const request = (path: string, resourceType = 'script', fromWorker = false) =>
  classifyRequest({ url: `${BASE}${path}`, resourceType, fromWorker });

describe('budgetFor', () => {
  it.each([
    ['/', 140],
    ['/store', 150],
    ['/store/heart-rate-hero', 150],
    ['/cart', 170],
    ['/checkout', 170],
  ])('gives %s its budget of %i KB', (route, kb) => {
    expect(budgetFor(route)).toBe(kb);
  });

  it.each(['/admin', '/social', '/store/search', '/account/orders', '/store/a/b'])('only reports %s', (route) => {
    expect(budgetFor(route)).toBeUndefined();
  });
});

describe('classifyRequest', () => {
  it('leaves out whatever a service worker downloads, scripts included', () => {
    expect(request('/main.1234abcd.js', 'script', true)).toBeNull();
    expect(request('/remotes/mf-admin/107.cceb37ee.js', 'script', true)).toBeNull();
  });

  it('leaves out styles, images, fonts and API calls', () => {
    expect(request('/assets/bangers.woff2', 'font')).toBeNull();
    expect(request('/api/products?limit=4', 'fetch')).toBeNull();
    expect(request('/media/cover.webp', 'image')).toBeNull();
  });

  it('counts the remotes config, which every remote load waits for', () => {
    expect(request('/config/remotes.json', 'fetch')).toEqual({ owner: 'shell', kind: 'remotes config' });
  });

  it('names the owner of each script and whether it is an entry or a chunk', () => {
    expect(request('/main.1234abcd.js')).toEqual({ owner: 'shell', kind: 'entry' });
    expect(request('/470.3a1ed133.js')).toEqual({ owner: 'shell', kind: 'chunk' });
    expect(request('/remotes/mf-store/remoteEntry.js')).toEqual({ owner: 'mf-store', kind: 'remote entry' });
    expect(request('/remotes/mf-store/100.e785c217.js')).toEqual({ owner: 'mf-store', kind: 'chunk' });
  });
});

describe('summarizeRoute', () => {
  const downloads = [
    { owner: 'shell', kind: 'entry', raw: 100 * 1024, gzip: 30 * 1024 },
    { owner: 'shell', kind: 'chunk', raw: 170 * 1024, gzip: 55 * 1024 },
    { owner: 'mf-landing', kind: 'remote entry', raw: 27 * 1024, gzip: 8.5 * 1024 },
  ];

  it('adds up the bytes and says by how much the route is under its budget', () => {
    expect(summarizeRoute('/', downloads)).toMatchObject({
      requests: 3,
      'raw KB': 297,
      'gzip KB': 93.5,
      'budget KB': 140,
      verdict: 'under by 46.5',
      'gzip KB by owner': 'shell 85, mf-landing 8.5',
    });
  });

  it('says by how much a route is over its budget', () => {
    const heavy = [...downloads, { owner: 'mf-landing', kind: 'chunk', raw: 300 * 1024, gzip: 94.5 * 1024 }];
    expect(summarizeRoute('/', heavy).verdict).toBe('OVER by 48');
  });

  it('reports a route without a budget', () => {
    expect(summarizeRoute('/admin', downloads)).toMatchObject({ 'budget KB': '—', verdict: 'reported' });
  });
});
