import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@ps/shared/route-groups';
import { serializeJsonLd } from '@ps/shared/seo';

export interface FirstScreenMarkup {
  html: string;
  styles: string;
  data: FirstScreenData;
}

const ROOT = '<div id="root"></div>';

/**
 * The shell page with a first screen inside its root element, the screen's styles in the head and
 * its data beside it (JSON that cannot close its script element). A page without the plain root
 * element is left as it is. The screen is inert until the page takes it over: its buttons do
 * nothing before the scripts run, so a click waits for the live page instead of being lost.
 */
export function injectFirstScreen(page: string, screen: FirstScreenMarkup): string {
  const headEnd = page.search(/<\/head>/i);
  const rootAt = page.indexOf(ROOT);
  if (headEnd === -1 || rootAt < headEnd) return page;
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${serializeJsonLd(screen.data)}</script>`;
  return (
    page.slice(0, headEnd) +
    screen.styles +
    page.slice(headEnd, rootAt) +
    `<div id="root" inert>${screen.html}</div>${data}` +
    page.slice(rootAt + ROOT.length)
  );
}
