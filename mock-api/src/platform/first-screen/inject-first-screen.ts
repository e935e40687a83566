import { FIRST_SCREEN_DATA_ID, HELD_TAP_STYLE, HOLD_TAPS_SCRIPT, type FirstScreenData } from '@ps/shared/route-groups';
import { serializeJsonLd } from '@ps/shared/seo';

export interface FirstScreenMarkup {
  html: string;
  styles: string;
  data: FirstScreenData;
}

const ROOT = '<div id="root"></div>';

/** Holds a tap made while the screen is inert, for the shell to replay once it hydrates (decision 050). */
const HOLD_TAPS = `<style>${HELD_TAP_STYLE}</style><script>${HOLD_TAPS_SCRIPT}</script>`;

/**
 * The shell page with a first screen inside its root element, the screen's styles in the head and
 * its data beside it (JSON that cannot close its script element). A page without the plain root
 * element is left as it is. The screen is inert until the page takes it over (nothing listens on it
 * before then, and an input must not take keys the page would then lose): the head's tap holder
 * keeps the last tap on it for the shell to replay.
 */
export function injectFirstScreen(page: string, screen: FirstScreenMarkup): string {
  const headEnd = page.search(/<\/head>/i);
  const rootAt = page.indexOf(ROOT);
  if (headEnd === -1 || rootAt < headEnd) return page;
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${serializeJsonLd(screen.data)}</script>`;
  return (
    page.slice(0, headEnd) +
    screen.styles +
    HOLD_TAPS +
    page.slice(headEnd, rootAt) +
    `<div id="root" inert>${screen.html}</div>${data}` +
    page.slice(rootAt + ROOT.length)
  );
}
