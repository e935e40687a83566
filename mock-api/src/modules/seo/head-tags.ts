import { BAND_NAME } from '@ps/shared/rules';
import { serializeJsonLd } from '@ps/shared/seo';
import { escapeHtml } from '../../platform/mail/escape-html';
import { pngRendition } from '../art';

/** What a crawler should read about a page before any script runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs from here on. */
  canonicalUrl: string;
  imageUrl: string | null;
  ogType: 'product' | 'website';
  /** schema.org data for a `<script type="application/ld+json">`, if any. */
  jsonLd: Record<string, unknown> | null;
  /**
   * The image the page leads with, as the app requests it (site-relative). Preloaded at high
   * priority: otherwise the browser only finds it after the scripts and the API call.
   */
  leadImagePath: string | null;
}

export function renderHeadTags(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">`,
    property('og:type', meta.ogType),
    property('og:site_name', BAND_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    // Link previews take no SVG: generated pictures are named by their PNG rendition.
    ...(meta.imageUrl ? [property('og:image', pngRendition(meta.imageUrl))] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${serializeJsonLd(meta.jsonLd)}</script>`] : []),
    ...(meta.leadImagePath
      ? [`<link rel="preload" href="${escapeHtml(meta.leadImagePath)}" as="image" fetchpriority="high">`]
      : []),
  ].join('');
}

/** The shell page with the page's own title and description in place of the site-wide ones. */
export function injectPageMeta(template: string, meta: PageMeta): string {
  const headEnd = template.search(/<\/head>/i);
  if (headEnd === -1) return template;
  const head = template
    .slice(0, headEnd)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  return `${head}${renderHeadTags(meta)}${template.slice(headEnd)}`;
}
