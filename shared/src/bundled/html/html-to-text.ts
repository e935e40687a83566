const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Tags inside a run of text: "a <strong>cape</strong>." reads "a cape.". */
const INLINE_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 'span', 'small', 'code', 'mark']);

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const UNREAD_ELEMENT = /<(script|style|template|noscript|title)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;

/**
 * The readable text of an HTML fragment: for meta descriptions, structured data and search.
 * The result is text, never markup, so it needs no sanitiser (and the store's pages do not ship one):
 * tags go, entities are decoded last, so "&lt;b&gt;" reads "<b>" and is not taken for a tag.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENT, ' ')
    .replace(UNREAD_ELEMENT, ' ')
    // Any other tag ends a block or a line, so "<p>One</p><p>Two</p>" reads "One Two".
    .replace(TAG, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '));
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
