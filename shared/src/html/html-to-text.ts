import { FilterXSS } from 'xss';

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

const tagsToSpaces = new FilterXSS({
  whiteList: {},
  // Any other tag ends a block or a line, so "<p>One</p><p>Two</p>" reads "One Two".
  onIgnoreTag: (tag) => (INLINE_TAGS.has(tag) ? '' : ' '),
  stripIgnoreTagBody: ['script', 'style', 'template', 'noscript', 'title'],
  escapeHtml: (text) => text,
});

/** The readable text of an HTML fragment: for meta descriptions, structured data and search. */
export function htmlToText(html: string): string {
  return decodeEntities(tagsToSpaces.process(html)).replace(/\s+/g, ' ').trim();
}
