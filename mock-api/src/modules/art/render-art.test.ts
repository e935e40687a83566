import { describe, expect, it } from 'vitest';
import { renderArt } from './render-art';
import { ITEM_COLORS } from './item-colors';
import { drawSilhouette, silhouettes } from './silhouettes';
import { palettes } from './palettes';

describe('renderArt', () => {
  it('draws the same SVG for the same name', () => {
    const request = { kind: 'products', name: 'panic-attack-hero-tee-1' } as const;
    expect(renderArt(request)).toBe(renderArt(request));
  });

  it('draws a different picture for each image of a product', () => {
    const first = renderArt({ kind: 'products', name: 'panic-attack-hero-tee-1', silhouette: 'tee' });
    const second = renderArt({ kind: 'products', name: 'panic-attack-hero-tee-2', silhouette: 'tee' });
    expect(first).not.toBe(second);
  });

  it.each(silhouettes)('draws the %s silhouette when asked', (silhouette) => {
    const svg = renderArt({ kind: 'products', name: 'x-1', silhouette });
    expect(svg).toContain(`data-silhouette="${silhouette}"`);
  });

  it('sizes categories as banners and products as squares', () => {
    expect(renderArt({ kind: 'categories', name: 'vinyl' })).toContain('viewBox="0 0 800 500"');
    expect(renderArt({ kind: 'products', name: 'vinyl-1' })).toContain('viewBox="0 0 600 600"');
  });

  it('letters the band name and a caption made from the name', () => {
    const svg = renderArt({ kind: 'products', name: 'heart-rate-hero-lp-3' });
    expect(svg).toContain('>PANIC SQUAD</text>');
    expect(svg).toContain('>HEART RATE HERO LP</text>');
  });

  it('is a single self-contained SVG document with no external references', () => {
    const svg = renderArt({ kind: 'categories', name: 't-shirts', silhouette: 'tee' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/href=|<script|<image/);
  });

  it('draws a different picture for every kind of item', () => {
    const drawn = silhouettes.map((silhouette) =>
      drawSilhouette(silhouette, palettes[0]!).replace(/ data-silhouette="[^"]*"/, ''),
    );
    expect(new Set(drawn).size).toBe(silhouettes.length);
  });

  it.each([
    ['tee', 'black'],
    ['tee', 'red'],
    ['hoodie', 'purple'],
    ['beanie', 'mustard'],
  ] as const)('fills a %s with its variant colour %s', (silhouette, color) => {
    const svg = renderArt({ kind: 'products', name: 'x-1', silhouette, color });
    expect(svg).toContain(`data-fill="${ITEM_COLORS[color]}"`);
    expect(svg).toContain(`fill="${ITEM_COLORS[color]}" stroke=`);
  });

  it('draws a garment’s back and a close-up as pictures of their own, not the front again', () => {
    const side = (view: 'front' | 'back' | 'detail') =>
      renderArt({ kind: 'products', name: 'x-1', silhouette: 'tee', color: 'white', view });
    expect(new Set([side('front'), side('back'), side('detail')]).size).toBe(3);
    expect(side('back')).toContain('data-view="back"');
    // A mug has no back to draw: asked for one, it says it shows the front.
    expect(renderArt({ kind: 'products', name: 'x-1', silhouette: 'mug', view: 'back' })).toContain(
      'data-view="front"',
    );
  });
});
