import { __PRIVATE__ } from 'styled-components';
import { MARKER_SELECTOR, SC_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from './server-style-tags';

/** styled-components' CSSOM tag and the tag that orders it by component groups (6.x internals). */
interface CssomTag {
  element: HTMLStyleElement;
  sheet: CSSStyleSheet;
  length: number;
}
interface GroupedTag {
  groupSizes: Uint32Array;
  length: number;
  tag: CssomTag | object;
  /** The last group it found the first rule of, and that rule's index: a cache over groupSizes. */
  _cGroup: number;
  _cIndex: number;
}

/** How many of the sheet's rules each component group holds, its marker included; null if a rule lies outside a group. */
export function groupSizesOf(sheet: CSSStyleSheet): Map<number, number> | null {
  const sizes = new Map<number, number>();
  let count = 0;
  for (const rule of sheet.cssRules) {
    count += 1;
    const group = rule instanceof CSSStyleRule ? MARKER_SELECTOR.exec(rule.selectorText)?.[1] : undefined;
    if (group === undefined) continue;
    sizes.set(Number(group), count);
    count = 0;
  }
  return count === 0 ? sizes : null;
}

/**
 * Makes the server's style element styled-components' own sheet, in place (decision 050): the rules
 * the page already applies stay where they are, and rules for class names the server did not draw
 * are inserted among them in component order, as styled-components would have. Call it once the
 * library is loaded and before anything renders. Resolves whether it took the sheet over; if not,
 * the server's element keeps styling the page and new rules go to styled-components' own element.
 */
export function adoptServerStyles(doc: Document): boolean {
  const server = doc.head.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  if (!server?.sheet) return false;
  const grouped = __PRIVATE__.mainSheet.getTag() as unknown as GroupedTag;
  const own = grouped.tag;
  if (!('sheet' in own) || own.length !== 0) return false;
  const sizes = groupSizesOf(server.sheet);
  if (!sizes) return false;
  let capacity = grouped.length;
  while (capacity <= Math.max(0, ...sizes.keys())) capacity *= 2;
  const groupSizes = new Uint32Array(capacity);
  for (const [group, size] of sizes) groupSizes[group] = size;
  grouped.groupSizes = groupSizes;
  grouped.length = capacity;
  grouped._cGroup = 0;
  grouped._cIndex = 0;
  own.element.remove();
  own.element = server;
  own.sheet = server.sheet;
  own.length = server.sheet.cssRules.length;
  server.removeAttribute(SERVER_STYLES_ATTRIBUTE);
  server.setAttribute(SC_ATTRIBUTE, 'active');
  return true;
}
