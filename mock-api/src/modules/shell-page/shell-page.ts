import path from 'node:path';
import type { Config } from '../../config';
import { cachedTextFile } from '../../http/cached-file';
import { createRoutePreloads } from './route-preloads';

/**
 * The shell's index.html as sent for a page: with the preload hints for that page's
 * route group and, optionally, the page's own head tags. Null until the site is built.
 */
export function createShellPage(config: Pick<Config, 'siteDistDir' | 'remoteBaseUrls'>) {
  const template = cachedTextFile(path.join(config.siteDistDir, 'shell', 'dist', 'index.html'));
  const preloads = createRoutePreloads(config);

  return {
    async render(pathname: string, withHead: (html: string) => string = (html) => html): Promise<string | null> {
      const html = await template.read();
      if (html === null) return null;
      const headEnd = html.search(/<\/head>/i);
      if (headEnd === -1) return withHead(html);
      const withPreloads = `${html.slice(0, headEnd)}${await preloads.linksFor(pathname)}${html.slice(headEnd)}`;
      return withHead(withPreloads);
    },
  };
}

export type ShellPage = ReturnType<typeof createShellPage>;
