import { expect, test, type Page } from '@playwright/test';
import {
  consoleProblems,
  firstProduct,
  gotoWithFirstScreen,
  htmlWithFirstScreen,
  waitUntilLive,
} from './support/first-screen';
import { recordConsent } from './support/visitor';

// Decision 050: the browser keeps the server's styled-components rules where they are.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

/**
 * Before any script runs, notes the server's style element and its rules, whether that element ever
 * leaves the page, and from then on every rule inserted into any sheet.
 */
async function watchStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const at = insertRule.call(this, rule, index);
      inserted.push(this.cssRules[at]!.cssText);
      return at;
    };
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const server = document.head.querySelector<HTMLStyleElement>('style[data-styled]');
      const watch = {
        server,
        serverRules: [...(server?.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        serverRemoved: false,
        inserted,
      };
      new MutationObserver((records) => {
        if (records.some((record) => [...record.removedNodes].includes(server!))) watch.serverRemoved = true;
      }).observe(document.head, { childList: true });
      Object.assign(window, { styleWatch: watch });
    });
  });
}

interface StyleReport {
  serverRules: number;
  serverKept: boolean;
  serverRemoved: boolean;
  reinserted: string[];
  rulesNow: number;
  styledElements: number;
}

async function styleReport(page: Page): Promise<StyleReport> {
  return page.evaluate(() => {
    const { server, serverRules, serverRemoved, inserted } = (
      window as unknown as {
        styleWatch: {
          server: HTMLStyleElement | null;
          serverRules: string[];
          serverRemoved: boolean;
          inserted: string[];
        };
      }
    ).styleWatch;
    const known = new Set(serverRules);
    return {
      serverRules: serverRules.length,
      serverKept: server?.isConnected ?? false,
      serverRemoved,
      reinserted: inserted.filter((rule) => known.has(rule)),
      rulesNow: server?.sheet?.cssRules.length ?? 0,
      styledElements: document.querySelectorAll('style[data-styled]').length,
    };
  });
}

for (const route of ['/', '/store', 'a product page']) {
  test(`when a fan opens ${route === 'a product page' ? route : `the page ${route}`}, then the server's style rules stay in its own style element and none is inserted again`, async ({
    page,
    request,
  }) => {
    const path = route === 'a product page' ? `/store/${(await firstProduct(request)).slug}` : route;
    await htmlWithFirstScreen(request, path);
    await watchStyles(page);
    const problems = consoleProblems(page);
    await gotoWithFirstScreen(page, path);
    await waitUntilLive(page);
    // Sections hydrate after the page goes live; the footer's is the last to be seen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const report = await styleReport(page);
    expect(report.serverRules).toBeGreaterThan(50);
    expect(report.serverKept).toBe(true);
    expect(report.serverRemoved).toBe(false);
    expect(report.reinserted).toEqual([]);
    // Rules for class names the server did not draw join the same element: one styled element in all.
    expect(report.rulesNow).toBeGreaterThanOrEqual(report.serverRules);
    expect(report.styledElements).toBe(1);
    expect(problems).toEqual([]);
  });
}

test('when a hydrated product page draws a class the server did not, then its rule joins the server style element and styles the page', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  await watchStyles(page);
  await gotoWithFirstScreen(page, `/store/${product.slug}`);
  await waitUntilLive(page);
  const stage = page.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ });
  await expect(page.locator('[data-lazy-hydration]:has([data-testid="gallery-image"])')).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  const before = await styleReport(page);
  // Pointing at the picture zooms it: a styled-components class only the browser draws.
  await stage.hover();
  await expect(stage.locator('img')).toHaveCSS('transform', /matrix\((?!1, 0, 0, 1, 0, 0\))/);
  const after = await styleReport(page);
  expect(after.rulesNow).toBeGreaterThan(before.rulesNow);
  expect(after.reinserted).toEqual([]);
  expect(after.styledElements).toBe(1);
});
