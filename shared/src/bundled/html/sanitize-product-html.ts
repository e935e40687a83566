import xss from 'xss';
import type * as XssModule from 'xss';

/*
 * xss is CommonJS and attaches its helpers in a loop, so Node's ESM loader cannot
 * see them as named exports; the default export (module.exports) carries them all.
 */
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof XssModule;

/** What a product description may use: simple text formatting and plain links. */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  a: ['href'],
};

/** A scheme is whatever comes before the first colon of the first path segment. */
const HAS_SCHEME = /^[^/?#]*:/;
const ALLOWED_SCHEME = /^(https?|mailto):/i;

/** http(s), mailto and relative links only: javascript:, data: and friends are dropped. */
export function isAllowedHref(href: string): boolean {
  return ALLOWED_SCHEME.test(href) || !HAS_SCHEME.test(href);
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'title'],
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    // Entities and control characters are undone first, so "jav&#x09;ascript:" is seen for what it is.
    const href = friendlyAttrValue(value).trim();
    return isAllowedHref(href) ? `href="${escapeAttrValue(href)}"` : '';
  },
});

/**
 * Product descriptions are HTML from the catalog; this keeps the formatting and
 * removes anything that could run script or restyle the page. Used by the API
 * when storing and serving, and by the client before rendering.
 */
export function sanitizeProductHtml(html: string): string {
  return filter.process(html);
}
