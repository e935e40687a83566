import {
  RULE_SEPARATOR,
  MARKER_RULE,
  SC_ATTRIBUTE,
  SC_VERSION_ATTRIBUTE,
  SERVER_STYLES_ATTRIBUTE,
} from './server-style-tags';

/**
 * Runs before styled-components loads (the entry imports it first). Left alone, styled-components
 * reads the server's style element, inserts every rule again into a new element of its own and
 * removes the server's, so the browser recalculates every style once more. Here its rehydration is
 * given only the server's markers (which component drew which class names), and the server's element
 * is set aside under another attribute for `adoptServerStyles` to hand to styled-components as its
 * own sheet. Development keeps styled-components' own way: it writes text rules there, not CSSOM.
 */
export function handOverServerStyles(doc: Document): void {
  if (process.env.NODE_ENV !== 'production') return;
  const tags = doc.head.querySelectorAll(`style[${SC_ATTRIBUTE}]:not([${SC_ATTRIBUTE}="active"])`);
  const server = tags[0];
  if (tags.length !== 1 || !server) return;
  const markers = doc.createElement('style');
  markers.setAttribute(SC_ATTRIBUTE, 'true');
  markers.setAttribute(SC_VERSION_ATTRIBUTE, server.getAttribute(SC_VERSION_ATTRIBUTE) ?? '');
  // Read for its text only; never matched against the page.
  markers.media = 'not all';
  markers.textContent = (server.textContent?.match(MARKER_RULE) ?? []).map((rule) => rule + RULE_SEPARATOR).join('');
  server.removeAttribute(SC_ATTRIBUTE);
  server.setAttribute(SERVER_STYLES_ATTRIBUTE, '');
  server.after(markers);
}

handOverServerStyles(document);
