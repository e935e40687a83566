import { useEffect } from 'react';
import { BAND_NAME } from '@ps/shared/rules';
import { serializeJsonLd } from './serialize-json-ld';

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative or absolute; made absolute against the page's origin. */
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
}

type Tag = HTMLMetaElement | HTMLLinkElement | HTMLScriptElement;

/** Finds the tag the server or a previous page left, or adds one: the head never holds two of a kind. */
function upsert<T extends Tag>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

const metaTag = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

function applyPageMeta(meta: PageMeta): Tag[] {
  const absolute = (path: string) => new URL(path, window.location.origin).href;
  document.title = `${meta.title} | ${BAND_NAME}`;
  upsert('meta[name="description"]', metaTag('name', 'description')).setAttribute('content', meta.description);
  const owned: Tag[] = [];
  const og = (key: string, content: string) => {
    const tag = upsert(`meta[property="og:${key}"]`, metaTag('property', `og:${key}`));
    tag.setAttribute('content', content);
    owned.push(tag);
  };
  og('title', document.title);
  og('description', meta.description);
  og('type', meta.type ?? 'website');
  if (meta.canonicalPath) {
    const canonical = upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    );
    canonical.href = absolute(meta.canonicalPath);
    owned.push(canonical);
    og('url', canonical.href);
  }
  if (meta.image) og('image', absolute(meta.image));
  if (meta.jsonLd) {
    const script = upsert('script[type="application/ld+json"]', () =>
      Object.assign(document.createElement('script'), { type: 'application/ld+json' }),
    );
    script.textContent = serializeJsonLd(meta.jsonLd);
    owned.push(script);
  }
  return owned;
}

/**
 * Title, description, canonical URL, Open Graph and JSON-LD for the current page.
 * The server writes the same tags into the HTML for crawlers; this updates them
 * in place, and leaving the page removes the page-specific ones.
 */
export function usePageMeta(meta: PageMeta): void {
  const key = JSON.stringify(meta);
  useEffect(() => {
    const previous = {
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    };
    const owned = applyPageMeta(JSON.parse(key) as PageMeta);
    return () => {
      owned.forEach((tag) => tag.remove());
      document.title = previous.title;
      if (previous.description)
        document.head.querySelector('meta[name="description"]')?.setAttribute('content', previous.description);
    };
  }, [key]);
}
