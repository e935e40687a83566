import type { Response } from 'express';
import { BAND_NAME } from '@ps/shared/rules';

export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** The shell page, titled as missing and kept out of search indexes; the app still draws its own Not Found screen. */
export function notFoundShellPage(template: string, title: string): string {
  const headEnd = template.search(/<\/head>/i);
  if (headEnd === -1) return template;
  const head = template.slice(0, headEnd).replace(/<title>[\s\S]*?<\/title>/i, '');
  return `${head}<title>${title} | ${BAND_NAME}</title>${NOINDEX_META}${template.slice(headEnd)}`;
}

/** A real 404 for a page nothing serves, so crawlers do not index a "soft 404". `title` is fixed text, not input. */
export function sendNotFoundPage(res: Response, template: string, title = 'Page Not Found'): void {
  res
    .status(404)
    .set({ 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' })
    .type('html')
    .send(notFoundShellPage(template, title));
}
