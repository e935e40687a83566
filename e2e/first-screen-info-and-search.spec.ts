import { expect, test } from '@playwright/test';
import { bodyOf, consoleProblems, embeddedQueryKeys, waitUntilLive, htmlWithFirstScreen } from './support/first-screen';
import { recordConsent } from './support/visitor';

// Requests are counted with page.on('request'), which never sees what a service worker answers.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

const INFO_PAGES = [
  { path: '/contact', title: 'Contact us', content: '>Send a message</h2>' },
  { path: '/shipping', title: 'Shipping', content: '>Where we ship</h2>' },
  { path: '/returns', title: 'Returns and exchanges', content: '>How to start a return</h2>' },
  { path: '/terms', title: 'Terms and conditions', content: '>Stock and quantities</h2>' },
  { path: '/privacy', title: 'Privacy policy', content: 'What stays on your device</h2>' },
];

for (const { path, title, content } of INFO_PAGES) {
  test(`when a crawler fetches ${path}, then its heading and text are in the HTML`, async ({ request }) => {
    const body = bodyOf(await htmlWithFirstScreen(request, path));
    expect(body).toContain(`>${title}</h1>`);
    expect(body).toContain(content);
  });
}

test('when a crawler fetches the contact and shipping pages, then the shop settings they show are in the HTML', async ({
  request,
}) => {
  const settings = await (await request.get('/api/settings')).json();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  expect(bodyOf(await htmlWithFirstScreen(request, '/contact'))).toContain(settings.supportEmail);
  expect(bodyOf(await htmlWithFirstScreen(request, '/shipping'))).toContain(
    `free from ${usd.format(settings.freeShippingThreshold)}`,
  );
});

test('when a fan opens the shipping page, then it takes over without reading the settings again or any console error', async ({
  page,
  request,
}) => {
  await htmlWithFirstScreen(request, '/shipping');
  const problems = consoleProblems(page);
  const settingsReads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/settings') settingsReads.push(req.url());
  });

  await page.goto('/shipping');
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  expect(settingsReads).toEqual([]);
  expect(problems).toEqual([]);
});

test('when a crawler fetches a search, then its results are in the HTML, drawn from the trimmed query', async ({
  request,
}) => {
  const { products } = await (await request.get('/api/products?search=hoodie&sort=relevance&limit=20')).json();
  expect(products.length).toBeGreaterThan(0);
  const html = await htmlWithFirstScreen(request, '/store/search?q=%20hoodie%20');
  const body = bodyOf(html);
  expect(body).toMatch(/Results for “<!-- -->hoodie<!-- -->”/);
  for (const product of products.slice(0, 4)) expect(body).toContain(product.name);
  expect(embeddedQueryKeys(html)).toContainEqual([
    'products',
    'list',
    { search: 'hoodie', sort: 'relevance', pageSize: 20 },
  ]);
});

test('when a fan opens a search, then the page takes it over without searching again or any console error', async ({
  page,
  request,
}) => {
  await htmlWithFirstScreen(request, '/store/search?q=vinyl');
  const problems = consoleProblems(page);
  const searches: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/products' && url.searchParams.has('search')) searches.push(req.url());
  });

  await page.goto('/store/search?q=vinyl');
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { name: /Results for “vinyl”/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);
});
