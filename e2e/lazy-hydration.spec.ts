import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  consoleProblems,
  firstProduct,
  gotoWithFirstScreen,
  htmlWithFirstScreen,
  rememberServerDrawnNodes,
  serverDrawnNodesAfterStart,
  waitUntilLive,
} from './support/first-screen';
import { recordConsent } from './support/visitor';

// Decision 050: sections of a server-drawn page hydrate when seen or used; static ones keep the server's markup.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

/** Notes every node under #root that changes from the moment the parser is done, before any script runs. */
async function recordMutations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const mutated: Node[] = [];
      new MutationObserver((records) => mutated.push(...records.map((record) => record.target))).observe(
        document.getElementById('root')!,
        { subtree: true, childList: true, attributes: true, characterData: true },
      );
      Object.assign(window, { mutatedNodes: mutated });
    });
  });
}

/** Sections still showing the server's markup, each with how many of its nodes changed since the page arrived. */
async function staticSections(page: Page): Promise<{ text: string; changed: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-lazy-hydration][data-hydrated="false"]')].map((section) => ({
      text: (section.textContent ?? '').trim().slice(0, 40),
      changed: ((window as unknown as { mutatedNodes: Node[] }).mutatedNodes ?? []).filter(
        (node) => node !== section && section.contains(node),
      ).length,
    })),
  );
}

/** Replaces IntersectionObserver with one that never reports, so no section hydrates for being seen. */
async function nothingEverVisible(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

async function fanRoutes(request: APIRequestContext) {
  const product = await firstProduct(request);
  const { categories } = await (await request.get('/api/categories')).json();
  return [
    { path: '/', seen: '[data-lazy-hydration]:has(#home)' },
    { path: '/store', seen: '[data-lazy-hydration]:has(#featured-heading)' },
    {
      path: `/store/category/${categories[0].slug}`,
      seen: '[data-lazy-hydration]:has([aria-label="Products in this category"])',
    },
    { path: `/store/${product.slug}`, seen: `[data-lazy-hydration]:has([aria-label="${product.name} images"])` },
    { path: '/social', seen: '[role="tabpanel"] > [data-lazy-hydration]' },
  ];
}

test('when a fan opens each fan route, then it hydrates the server screen without a console error, runs its seen sections and leaves its static ones untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await rememberServerDrawnNodes(page);
  await recordMutations(page);
  const problems = consoleProblems(page);
  for (const { path, seen } of await fanRoutes(request)) {
    await htmlWithFirstScreen(request, path);
    await gotoWithFirstScreen(page, path);
    const { drawn, kept } = await serverDrawnNodesAfterStart(page);
    expect(drawn, path).toBeGreaterThan(0);
    expect(kept, path).toBe(drawn);
    // A section in view hydrates; the footer, used by nobody, is still the server's markup.
    await expect(page.locator(seen)).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-lazy-hydration]:has(footer)')).toHaveAttribute('data-hydrated', 'false');
    const untouched = await staticSections(page);
    expect(untouched.length, path).toBeGreaterThan(0);
    expect(
      untouched.filter((section) => section.changed > 0),
      path,
    ).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('when a fan uses a part of a product page that has not hydrated yet, then the click still does what it says', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await nothingEverVisible(page);
  const problems = consoleProblems(page);
  await gotoWithFirstScreen(page, `/store/${product.slug}`);
  await serverDrawnNodesAfterStart(page);

  const tabs = page.locator('[data-lazy-hydration]:has([role="tablist"])');
  await expect(tabs).toHaveAttribute('data-hydrated', 'false');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveAttribute('data-hydrated', 'true');

  const gallery = page.locator(`[data-lazy-hydration]:has([aria-label="${product.name} images"])`);
  await expect(gallery).toHaveAttribute('data-hydrated', 'false');
  await page.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  const footer = page.locator('[data-lazy-hydration]:has(footer)');
  await expect(footer).toHaveAttribute('data-hydrated', 'false');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(page.getByRole('switch', { name: 'Essential' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('when a fan clicks Add to Cart the moment the server-drawn page takes clicks, then the item is in the cart', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await page.goto(`/store/${product.slug}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('when a fan moves from a server-drawn product page to another product, then its static sections show the new product', async ({
  page,
  request,
}) => {
  const { products } = await (await request.get('/api/products?limit=2')).json();
  await htmlWithFirstScreen(request, `/store/${products[0].slug}`);
  await gotoWithFirstScreen(page, `/store/${products[0].slug}`);
  await serverDrawnNodesAfterStart(page);
  await page.evaluate((slug) => {
    // A client-side navigation, as a related-product link makes.
    history.pushState(null, '', `/store/${slug}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, products[1].slug);
  await expect(page.getByRole('heading', { level: 1, name: products[1].name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(products[1].name);
});

/** Keeps the product cards the parser made, before any script runs, to tell kept cards from redrawn ones. */
async function rememberServerCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverCards: [...document.querySelectorAll('#root [data-testid="product-card"]')] });
    });
  });
}

/** The server's cards, how many are still on the page, and whether the page's cards are exactly those. */
const serverCardsNow = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { serverCards: Element[] }).serverCards;
    const shown = [...document.querySelectorAll('#root [data-testid="product-card"]')];
    return {
      drawn: drawn.length,
      kept: drawn.filter((card) => card.isConnected).length,
      same: shown.length === drawn.length && shown.every((card, index) => card === drawn[index]),
    };
  });

test.describe("product grids keep the server's cards", () => {
  for (const viewport of [
    { name: 'a desktop', size: { width: 1280, height: 800 } },
    { name: 'a phone', size: { width: 375, height: 740 } },
  ]) {
    test(`when a fan on ${viewport.name} scrolls the store and a category, then each grid hydrates the product cards the server drew, saved hearts and all`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport.size);
      const { categories } = await (await request.get('/api/categories')).json();
      await rememberServerCards(page);
      const problems = consoleProblems(page);
      // Back on the store with hearts saved: the browser's state differs from the server's drawing (every heart empty).
      for (const path of ['/store', `/store/category/${categories[0].slug}`, '/store']) {
        await htmlWithFirstScreen(request, path);
        await gotoWithFirstScreen(page, path);
        await waitUntilLive(page);
        const grids = page.getByTestId('product-grid');
        for (const section of await page.locator('[data-lazy-hydration]:has([data-testid="product-grid"])').all()) {
          await section.getByTestId('product-grid').scrollIntoViewIfNeeded();
          await expect(section).toHaveAttribute('data-hydrated', 'true');
        }
        const cards = await serverCardsNow(page);
        expect(cards.drawn, path).toBeGreaterThan(3);
        expect(cards, path).toEqual({ drawn: cards.drawn, kept: cards.drawn, same: true });
        // Hydrated, not merely left alone: the first card's heart answers.
        const heart = grids
          .first()
          .getByRole('button', { name: /^Save .* to wishlist$/ })
          .first();
        const saved = ((await heart.getAttribute('aria-label')) ?? '').replace(
          /^Save (.*) to wishlist$/,
          'Remove $1 from wishlist',
        );
        await heart.click();
        await expect(grids.first().getByRole('button', { name: saved, exact: true })).toBeVisible();
        expect(await serverCardsNow(page), path).toEqual({ drawn: cards.drawn, kept: cards.drawn, same: true });
      }
      expect(problems).toEqual([]);
    });
  }
});
