import { expect, test, type Page } from '@playwright/test';
import {
  consoleProblems,
  drawnBuild,
  htmlWithFirstScreen,
  rememberServerDrawnNodes,
  serverDrawnNodesAfterStart,
} from './support/first-screen';
import { startSiteCopyServer, type SiteCopyServer } from './support/site-copy-server';
import { recordConsent } from './support/visitor';

// Requests are counted with page.on('request'), which never sees what a service worker answers.
test.use({ serviceWorkers: 'block' });

/** These journeys redeploy the store on a server of their own, so the other journeys keep the real build. */
let site: SiteCopyServer;
test.beforeAll(async () => {
  // A fresh database is migrated and seeded first: slower than one journey.
  test.setTimeout(120_000);
  site = await startSiteCopyServer();
});
test.afterAll(() => site.stop());
test.beforeEach(({ page }) => recordConsent(page));

/** The store home's "Featured" heading, in the minified browser chunk and in the Node bundle. */
const FEATURED_HEADING = /(id:\s*"featured-heading",\s*children:\s*)"Featured"/g;

function countCatalogReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (req) => {
    if (/^\/api\/(products|categories)/.test(new URL(req.url()).pathname)) reads.push(req.url());
  });
  return reads;
}

test('when one remote is redeployed with a changed build, then a new page load serves and hydrates the new version', async ({
  page,
  request,
}) => {
  const store = `${site.baseURL}/store`;
  const oldBuild = drawnBuild(await htmlWithFirstScreen(request, store));
  expect(oldBuild).toBeTruthy();

  // Only the store's dist changes: a new build id and a new heading, in its browser and its Node build.
  await site.redeploy('mf-store', (script) =>
    script.replaceAll(`"${oldBuild}"`, '"redeployed"').replace(FEATURED_HEADING, '$1"Featured this week"'),
  );
  const html = await htmlWithFirstScreen(request, store);
  expect(drawnBuild(html)).toBe('redeployed');
  expect(html).toContain('>Featured this week</h2>');

  await rememberServerDrawnNodes(page);
  const problems = consoleProblems(page);
  const catalogReads = countCatalogReads(page);
  await page.goto(store);
  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByRole('heading', { level: 2, name: 'Featured this week' })).toBeVisible();
  // The page kept the embedded data: the remote it loaded is the build that drew the markup.
  await expect(page.locator('#ps-first-screen')).toHaveCount(1);
  expect(catalogReads).toEqual([]);
  expect(problems).toEqual([]);
});

test("when a remote's server render fails, then its pages come without a first screen and work in the browser", async ({
  page,
  request,
}) => {
  await site.redeploy('mf-store', (script, file) =>
    file.endsWith('prerender.cjs') ? `throw new Error('a broken prerender bundle');\n${script}` : script,
  );
  const { products } = await (await request.get(`${site.baseURL}/api/products?limit=1`)).json();
  const productPage = `${site.baseURL}/store/${products[0].slug}`;
  const html = await (await request.get(productPage, { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="ps-first-screen"');
  // Left out because the bundle failed, not merely because drawing took longer than the limit.
  await expect.poll(site.log).toContain('a broken prerender bundle');

  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1, name: products[0].name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
