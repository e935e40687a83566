import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Query } from '@tanstack/react-query';
import { createQueryClient } from '@ps/shared/query';
import { AppProviders, type PrerenderEntry } from '@ps/shared/remote';
import type { FirstScreenQuery } from '@ps/shared/route-groups';
import { MemoryRouter, Route, Routes } from '@ps/shared/router';
import { SiteLayout } from '../features/layout';

/** Data anyone may see; everything else (carts, accounts, orders) stays out of cacheable HTML. */
const PUBLIC_ENTITIES = new Set(['products', 'categories', 'settings', 'social', 'tour', 'releases']);
/** A query found only once another one's data is drawn (related products) needs a second round. */
const MAX_ROUNDS = 3;

const isPublic = (query: Query) => PUBLIC_ENTITIES.has(String(query.queryKey[0]));

export interface RenderedFirstScreen {
  html: string;
  styles: string;
  queries: FirstScreenQuery[];
}

function page(path: string, content: ReactNode) {
  return (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SiteLayout />}>
            {/* The page's route outlet draws its remote inside a Suspense boundary; hydration expects it here too. */}
            <Route path="*" element={<Suspense fallback={null}>{content}</Suspense>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * Draws a path's first screen in the site's frame: renders once to learn which public queries the
 * screen reads, fetches them from the API, and renders again until nothing new is asked for.
 * A failed read throws, so the page is drawn by the browser instead of showing an error as HTML.
 * `personal` is what the server read for the one signed-in visitor this screen is drawn for
 * (decision 065): drawn and embedded with the rest, so only ever sent in that visitor's own answer.
 */
export async function renderFirstScreen(
  path: string,
  entry: PrerenderEntry,
  apiOrigin: string,
  personal: readonly FirstScreenQuery[] = [],
): Promise<RenderedFirstScreen> {
  entry.setApiOrigin(apiOrigin);
  const client = createQueryClient();
  for (const { key, data } of personal) client.setQueryData(key, data);
  const cache = client.getQueryCache();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    renderToString(page(path, entry.element(client)));
    const pending = cache.getAll().filter((query) => isPublic(query) && query.state.status === 'pending');
    if (pending.length === 0) break;
    await Promise.all(pending.map((query) => query.fetch()));
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(page(path, entry.element(client))));
    const queries = cache
      .getAll()
      .filter((query) => isPublic(query) && query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data }));
    return { html, styles: sheet.getStyleTags(), queries: [...queries, ...personal] };
  } finally {
    sheet.seal();
  }
}
