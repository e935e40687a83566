import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  consoleProblems,
  firstProduct,
  htmlWithFirstScreen,
  rememberServerDrawnNodes,
  serverDrawnNodesAfterStart,
  waitUntilLive,
} from './support/first-screen';
import { ACCEPT_ALL, recordConsent, skipNewsletterPopup } from './support/visitor';

// Requests are counted with page.on('request'), which never sees what a service worker answers.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

test('when a crawler fetches a product page, then its name, price, availability and description are in the HTML', async ({
  request,
}) => {
  const product = await firstProduct(request);
  const html = await htmlWithFirstScreen(request, `/store/${product.slug}`);
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain(`>${product.name}</h1>`);
  expect(body).toContain(usd(product.salePrice ?? product.basePrice));
  expect(body).toMatch(product.inStock ? /In stock|Low stock|left/ : /Sold out|Out of stock/);
  expect(body).toContain(product.description.replace(/<[^>]+>/g, '').slice(0, 40));
  expect(html).toMatch(/<style [^>]*data-styled=/);
});

test('when a crawler fetches the store, then the featured products, categories and headings are in the HTML', async ({
  request,
}) => {
  const { products } = await (await request.get('/api/products?featured=true&limit=6')).json();
  const { categories } = await (await request.get('/api/categories')).json();
  const html = await htmlWithFirstScreen(request, '/store');
  expect(html).toContain('>Featured</h2>');
  expect(html).toContain('>Shop by category</h2>');
  for (const product of products) expect(html).toContain(product.name);
  expect(html).toContain(categories[0].name);
  expect(html).toMatch(/<img [^>]*src="\/api\/art\/products\//);
});

test('when a fan opens a product page, then the page hydrates the server screen, keeping its elements, without asking for its data again or any console error', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await rememberServerDrawnNodes(page);
  const problems = consoleProblems(page);
  const productReads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/products/${product.slug}`) productReads.push(req.url());
  });

  await page.goto(`/store/${product.slug}`);
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: `Save ${product.name} to wishlist` }).click();
  expect(productReads).toEqual([]);

  // Back with a cart and a saved heart: the page hydrates as the server drew it (no cart, no wishlist),
  // then shows this browser's.
  await page.reload();
  const again = await serverDrawnNodesAfterStart(page);
  expect(again.kept).toBe(again.drawn);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Added to Cart \(1\)$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('when a fan opens the store, then the page hydrates the server screen, keeping its elements, without any console error', async ({
  page,
  request,
}) => {
  await htmlWithFirstScreen(request, '/store');
  await rememberServerDrawnNodes(page);
  const problems = consoleProblems(page);
  const catalogReads: string[] = [];
  page.on('request', (req) => {
    if (/^\/api\/(products|categories)/.test(new URL(req.url()).pathname)) catalogReads.push(req.url());
  });

  await page.goto('/store');
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible();
  expect(catalogReads).toEqual([]);
  expect(problems).toEqual([]);
});

test('when the remote the page loads is not the build that drew the screen, then the page draws itself from the API', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await rememberServerDrawnNodes(page);
  await page.route(`**/store/${product.slug}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"build":"[^"]+"/, '"build":"an-older-build"');
    await route.fulfill({ response, body: html });
  });
  const productRead = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/products/${product.slug}`);

  await page.goto(`/store/${product.slug}`);
  await productRead;
  // Markup from another build is not hydrated: the page draws its own in its place.
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('#ps-first-screen')).toHaveCount(0);
});

/** The page's elements one by one with attributes in order, without the page's own instance ids. */
async function pageMarkup(page: Page): Promise<string[]> {
  return page.locator('#root').evaluate((root) =>
    // A <link> React hoists into the head when it draws the page itself.
    [...root.querySelectorAll('*:not(link)')].map((element) => {
      const attributes = [...element.attributes]
        // A section's data-hydrated says whether it has hydrated yet (decision 050), not what it draws.
        .filter((attribute) => attribute.name !== 'data-singletons' && attribute.name !== 'data-hydrated')
        // useId's values differ between a hydrated tree and one drawn afresh; only their use must match.
        .map((attribute) => `${attribute.name}="${attribute.value.replace(/_[rR]_\w+_/g, '_id_')}"`)
        .sort();
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent);
      return `<${element.localName} ${attributes.join(' ')}>${text.join('|')}`;
    }),
  );
}

test('when a product page is hydrated, then its markup is exactly what the browser draws by itself', async ({
  browser,
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await page.goto(`/store/${product.slug}`);
  await waitUntilLive(page);
  await expect(page.getByRole('list', { name: 'Related products' })).toBeVisible();
  const hydrated = await pageMarkup(page);

  // React leaves a mismatched attribute as the server wrote it; a page drawn without the screen shows what it should be.
  const own = await browser.newPage({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  await recordConsent(own);
  await own.route(`**/store/${product.slug}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"build":"[^"]+"/, '"build":"an-older-build"');
    await route.fulfill({ response, body: html });
  });
  await own.goto(`/store/${product.slug}`);
  await waitUntilLive(own);
  await expect(own.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Drawn by the browser, the related products load as they near the screen (a short page has them in it at once).
  await own.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(own.getByRole('list', { name: 'Related products' })).toBeVisible();
  // The list shows before each of its cards has drawn its picture: wait for the page to settle.
  await expect.poll(() => pageMarkup(own)).toEqual(hydrated);
  await own.close();
});

interface TourDate {
  city: string;
  venue: string;
  startsAt: string;
  status: string;
}

/** The soonest show not cancelled, as the home page's hero names it. */
async function nextShow(request: APIRequestContext): Promise<TourDate> {
  const { tourDates } = (await (await request.get('/api/tour-dates')).json()) as { tourDates: TourDate[] };
  const upcoming = tourDates
    .filter((show) => show.status !== 'cancelled' && Date.parse(show.startsAt) >= Date.now())
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (!upcoming[0]) throw new Error('The sample tour has no show to come');
  return upcoming[0];
}

/** Reads of the API made by the page itself (not by the server that drew it). */
function apiReads(page: Page, paths: string[]): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (paths.includes(pathname)) reads.push(pathname);
  });
  return reads;
}

test('when a crawler fetches the home page, then the hero, its next show and the latest release are in the HTML', async ({
  request,
}) => {
  const show = await nextShow(request);
  const html = await htmlWithFirstScreen(request, '/');
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain('id="hero-title"');
  expect(body).toContain('Loud songs for quiet panic.');
  // Another journey may add a newer release meanwhile: the card is checked, not its title.
  expect(body).toContain('id="latest-release-title"');
  // React separates adjacent texts with empty comments.
  expect(body.replaceAll('<!-- -->', '')).toContain(`Next show: `);
  expect(body.replaceAll('<!-- -->', '')).toContain(` · ${show.city}, ${show.venue}</a>`);
  // The first-time visitor's page: no returning visitor's welcome baked in.
  expect(body).not.toContain('Welcome back');
  expect(html).toMatch(/<style [^>]*data-styled=/);
});

test('when a fan opens the home page, then it takes over the server screen without reading its data again or any console error', async ({
  page,
  request,
}) => {
  const show = await nextShow(request);
  await htmlWithFirstScreen(request, '/');
  const problems = consoleProblems(page);
  const reads = apiReads(page, ['/api/tour-dates', '/api/settings', '/api/releases']);

  await rememberServerDrawnNodes(page);
  await page.goto('/');
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByTestId('hero-next-show')).toContainText(show.city);
  await page.getByTestId('hero-next-show').click();
  await expect(page.getByTestId('tour-dates')).toContainText(show.venue);
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});

test('when a returning fan who allowed personalization opens the home page, then the take-over shows their own welcome without a console error', async ({
  page,
  request,
}) => {
  await htmlWithFirstScreen(request, '/');
  const problems = consoleProblems(page);
  await recordConsent(page, ACCEPT_ALL);
  await skipNewsletterPopup(page);
  await page.goto('/');
  await waitUntilLive(page);

  await page.reload();
  await expect(page.getByTestId('hero-subtitle')).toHaveText('Welcome back, fellow anxious superhero!');
  await waitUntilLive(page);
  expect(problems).toEqual([]);
});

test('when a crawler fetches the social hub, then its tabs and the latest post captions are in the HTML', async ({
  request,
}) => {
  const overview = (await (await request.get('/api/social/overview')).json()) as { posts: { caption: string }[] };
  const html = await htmlWithFirstScreen(request, '/social');
  const body = html.slice(html.indexOf('<body'));
  expect(body).toContain('Social Hub</h1>');
  for (const tab of ['Overview', 'Viral', 'Instagram', 'Discord', 'Fan Photos', 'Share']) {
    expect(body).toMatch(new RegExp(`role="tab"[^>]*>${tab}</button>`));
  }
  for (const post of overview.posts) expect(body).toContain(post.caption);
});

test('when a fan opens a hub tab, then it takes over the server screen without reading its feed again or any console error', async ({
  page,
  request,
}) => {
  await htmlWithFirstScreen(request, '/social/viral');
  const problems = consoleProblems(page);
  const reads = apiReads(page, ['/api/social/viral-moments', '/api/settings']);

  await rememberServerDrawnNodes(page);
  await page.goto('/social/viral');
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByRole('tab', { name: 'Viral', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/social$/);
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
});
