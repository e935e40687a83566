import { expect, test, type Page } from '@playwright/test';
import {
  consoleProblems,
  firstProduct,
  htmlWithFirstScreen,
  rememberServerDrawnNodes,
  serverDrawnNodesAfterStart,
  waitUntilLive,
} from './support/first-screen';
import { recordConsent } from './support/visitor';

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
  expect(productReads).toEqual([]);

  // Back with a cart: the header hydrates as the server drew it (no cart), then shows this browser's.
  await page.reload();
  const again = await serverDrawnNodesAfterStart(page);
  expect(again.kept).toBe(again.drawn);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
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
        .filter((attribute) => attribute.name !== 'data-singletons')
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
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
  await expect(own.getByRole('list', { name: 'Related products' })).toBeVisible();
  expect(await pageMarkup(own)).toEqual(hydrated);
  await own.close();
});
