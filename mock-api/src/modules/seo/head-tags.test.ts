import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/mail/escape-html';
import { injectPageMeta, type PageMeta } from './head-tags';

const meta: PageMeta = {
  title: 'Cape Hoodie | Panic Squad Store',
  description: 'A hoodie with a "cape" & more',
  canonicalUrl: 'https://panicsquad.example/store/cape-hoodie',
  imageUrl: 'https://panicsquad.example/api/art/products/cape-hoodie-1.svg',
  ogType: 'product',
  jsonLd: { '@type': 'Product', name: 'Cape Hoodie' },
  leadImagePath: '/api/art/products/cape-hoodie-1.svg?silhouette=hoodie&x="y"',
};

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"/><meta name="description" content="Site-wide"/><title>Panic Squad</title></head><body><div id="root"></div></body></html>';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('injectPageMeta', () => {
  const page = injectPageMeta(TEMPLATE, meta);

  it('replaces the site title and description and adds canonical, Open Graph and JSON-LD', () => {
    expect(page).not.toContain('Site-wide');
    expect(page).not.toContain('<title>Panic Squad</title>');
    expect(page).toContain('<title>Cape Hoodie | Panic Squad Store</title>');
    expect(page).toContain('<meta name="description" content="A hoodie with a &quot;cape&quot; &amp; more">');
    expect(page).toContain('<link rel="canonical" href="https://panicsquad.example/store/cape-hoodie">');
    expect(page).toContain('<meta property="og:type" content="product">');
    // Link previews take no SVG: the generated picture's PNG rendition.
    expect(page).toContain(
      '<meta property="og:image" content="https://panicsquad.example/api/art/products/cape-hoodie-1.png">',
    );
    expect(page).toContain('<script type="application/ld+json">{"@type":"Product","name":"Cape Hoodie"}</script>');
    expect(page.indexOf('application/ld+json')).toBeLessThan(page.indexOf('</head>'));
  });

  it('preloads the lead image at high priority, and nothing when there is none', () => {
    expect(page).toContain(
      '<link rel="preload" href="/api/art/products/cape-hoodie-1.svg?silhouette=hoodie&amp;x=&quot;y&quot;" as="image" fetchpriority="high">',
    );
    expect(injectPageMeta(TEMPLATE, { ...meta, leadImagePath: null })).not.toContain('as="image"');
  });

  it('keeps dollar signs in catalog text as they are', () => {
    expect(injectPageMeta(TEMPLATE, { ...meta, title: "$& $' $1" })).toContain('<title>$&amp; $&#39; $1</title>');
  });

  it('leaves a page without a head alone', () => {
    expect(injectPageMeta('<p>no head</p>', meta)).toBe('<p>no head</p>');
  });
});
