import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Product {
  slug: string;
  name: string;
  basePrice: number;
  salePrice: number | null;
  inStock: boolean;
  description: string;
}

/** The first product of the catalog, in full. */
export async function firstProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await (await request.get('/api/products?limit=1')).json();
  const { product } = await (await request.get(`/api/products/${products[0].slug}`)).json();
  return product;
}

/**
 * The page as a crawler gets it. The first request for a path may miss the time limit while the
 * server draws it for the first time; the drawing is kept, so a later request carries it.
 */
export async function htmlWithFirstScreen(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(url, { headers: { Accept: 'text/html' } })).text();
      return html.includes('id="ps-first-screen"');
    })
    .toBe(true);
  return html;
}

/** The remote build the server names in a page's embedded first-screen data. */
export const drawnBuild = (html: string) =>
  /id="ps-first-screen">\{"remote":"[a-z_]+","build":"([^"]+)"/.exec(html)?.[1];

/** The server's markup inside #root, without the head, the styles or the embedded data. */
export const bodyOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ps-first-screen"'));

/** The keys of the queries the page embedded for its take-over. */
export function embeddedQueryKeys(html: string): unknown[][] {
  const data = /<script type="application\/json" id="ps-first-screen">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return ((JSON.parse(data) as { queries?: { key: unknown[] }[] }).queries ?? []).map((query) => query.key);
}

/** Blocking the service worker makes its registration complain; that is the test's doing. */
const BLOCKED_SERVICE_WORKER = /service worker/i;

/** Console errors and warnings (React's hydration and key warnings among them). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && !BLOCKED_SERVICE_WORKER.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Keeps the remote's server-drawn elements as the parser made them, before any script runs
 * (readyState turns "interactive" before deferred scripts), so a test can tell whether the
 * page hydrated them or drew new ones.
 */
export async function rememberServerDrawnNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const remote = document.querySelector('#root [data-remote]');
      Object.assign(window, { serverDrawnNodes: remote ? [remote, ...remote.querySelectorAll('*')] : [] });
    });
  });
}

/** Waits until React runs the page (hydrated or drawn afresh). */
export async function waitUntilLive(page: Page): Promise<void> {
  // The frame says "server" until React runs it, then names the page's own singletons (decision 028);
  // the home page has no QueryClient, so the React one is the sign.
  await expect(page.locator('[data-shell]')).toHaveAttribute('data-singletons', /react=/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Waits until the page is live, then counts the server's nodes still on the page. */
export async function serverDrawnNodesAfterStart(page: Page): Promise<{ drawn: number; kept: number }> {
  await waitUntilLive(page);
  return page.evaluate(() => {
    // A placeholder gives way to its section as it nears the viewport: the page's doing, not hydration's.
    const nodes = ((window as unknown as { serverDrawnNodes?: Element[] }).serverDrawnNodes ?? []).filter(
      (node) => !node.closest('[data-section-placeholder]'),
    );
    return { drawn: nodes.length, kept: nodes.filter((node) => node.isConnected).length };
  });
}

/**
 * Loads pages at `path` without the data the server drew their first screen with, so the page
 * reads the API itself, as on a page the server did not draw: for tests that stub an API answer.
 */
export async function withoutFirstScreenData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="ps-first-screen">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Opens `path` as the server drew it. Another test's catalog or content change empties the server's
 * cache of screens, and the next request may then miss the time limit and come without one: such a
 * page is loaded again (init scripts run anew on each load).
 */
export async function gotoWithFirstScreen(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => ((await (await page.goto(path))?.text()) ?? '').includes('id="ps-first-screen"'), {
      timeout: 30_000,
    })
    .toBe(true);
}
