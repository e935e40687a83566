import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngRendition, renderArtPng } from './art-png';

describe('pngRendition', () => {
  it.each([
    ['/api/art/products/tee-1.svg?silhouette=tee', '/api/art/products/tee-1.png?silhouette=tee'],
    ['http://127.0.0.1:4308/api/art/social/hub.svg', 'http://127.0.0.1:4308/api/art/social/hub.png'],
    ['/media/products/tee-1600.webp', '/media/products/tee-1600.webp'],
    ['https://example.com/logo.svg', 'https://example.com/logo.svg'],
  ])('names %s as %s', (url, expected) => {
    expect(pngRendition(url)).toBe(expected);
  });
});

describe('renderArtPng', () => {
  it('draws the picture at its canvas size as a PNG, once', async () => {
    const request = { kind: 'products', name: 'panic-attack-hero-tee-1', silhouette: 'tee' } as const;
    const png = await renderArtPng(request);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
    expect(renderArtPng(request)).toBe(renderArtPng(request));
  });
});
