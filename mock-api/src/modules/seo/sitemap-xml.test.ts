import { describe, expect, it } from 'vitest';
import { renderRobotsTxt, renderSitemap } from './sitemap-xml';

describe('renderSitemap', () => {
  it('lists each URL escaped, with the day it last changed when known', () => {
    const xml = renderSitemap([
      { url: 'https://panicsquad.example/' },
      { url: 'https://panicsquad.example/store?a=1&b=2', lastModified: new Date('2026-01-15T12:00:00Z') },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://panicsquad.example/</loc></url>',
        '<url><loc>https://panicsquad.example/store?a=1&amp;b=2</loc><lastmod>2026-01-15</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('renderRobotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(renderRobotsTxt('https://panicsquad.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://panicsquad.example/sitemap.xml\n',
    );
  });
});
