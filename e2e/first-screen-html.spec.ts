import { expect, test, type APIRequestContext } from '@playwright/test';
import { consoleProblems, expectTakenOver, htmlWithFirstScreen } from './support/first-screen';
import { recordConsent } from './support/visitor';

// Requests are counted with page.on('request'), which never sees what a service worker answers.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

interface Product {
  slug: string;
  name: string;
  basePrice: number;
  salePrice: number | null;
  inStock: boolean;
  description: string;
}

const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

async function firstProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await (await request.get('/api/products?limit=1')).json();
  const { product } = await (await request.get(`/api/products/${products[0].slug}`)).json();
  return product;
}

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

test('when a fan opens a product page, then the page takes over the server screen without asking for its data again or any console error', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  const problems = consoleProblems(page);
  const productReads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `/api/products/${product.slug}`) productReads.push(req.url());
  });

  await page.goto(`/store/${product.slug}`);
  await expectTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(productReads).toEqual([]);
  expect(problems).toEqual([]);
});

test('when the remote the page loads is not the build that drew the screen, then the page draws itself from the API', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await page.route(`**/store/${product.slug}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"build":"[^"]+"/, '"build":"an-older-build"');
    await route.fulfill({ response, body: html });
  });
  const productRead = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/products/${product.slug}`);

  await page.goto(`/store/${product.slug}`);
  await productRead;
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('#ps-first-screen')).toHaveCount(0);
});
