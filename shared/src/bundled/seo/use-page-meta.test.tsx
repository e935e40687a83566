import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const product: PageMeta = {
  title: 'Panic Tee',
  description: 'A tee </script><script>alert(1)</script>',
  canonicalPath: '/store/panic-tee',
  image: '/api/art/products/panic-tee-1.svg',
  type: 'product',
  jsonLd: { '@type': 'Product', name: 'Panic Tee </script>' },
};

describe('usePageMeta', () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('updates the tags the server wrote instead of adding second copies', () => {
    document.head.innerHTML =
      '<title>Server title</title><meta name="description" content="server"><link rel="canonical" href="http://old/"><script type="application/ld+json">{}</script>';
    render(<Page {...product} />);
    expect(document.title).toBe('Panic Tee | Panic Squad');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost:3000/store/panic-tee',
    );
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).not.toContain('</script>');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(product.jsonLd);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://localhost:3000/api/art/products/panic-tee-1.svg',
    );
  });

  it('removes page-specific tags and restores the title when the page goes away', () => {
    document.head.innerHTML = '<title>Panic Squad</title><meta name="description" content="site">';
    const { unmount } = render(<Page {...product} />);
    unmount();
    expect(document.title).toBe('Panic Squad');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('site');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
