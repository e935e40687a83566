import { expect, test, type Page } from '@playwright/test';
import { recordConsent } from './support/visitor';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

/** The heading levels in the page's main landmark, in order. */
const headingLevels = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])),
    );

/** Cards whose badge row and wishlist heart share pixels. */
const cardsWithBadgesOnHeart = (page: Page) =>
  page.getByTestId('product-card').evaluateAll(
    (cards) =>
      cards.filter((card) => {
        const heart = card.querySelector('[aria-pressed]')!.getBoundingClientRect();
        return [...card.querySelectorAll('[data-testid="card-badges"] > *')].some((badge) => {
          const box = badge.getBoundingClientRect();
          return box.left < heart.right && box.right > heart.left && box.top < heart.bottom && box.bottom > heart.top;
        });
      }).length,
  );

for (const width of [375, 1280]) {
  test(`when the category page is ${width} px wide, then headings go h1, h2, h3 and no stock badge covers a heart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/store/category/t-shirts');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    // The low-stock tees carry two stock badges beside NEW or In Cart: the widest badge rows in the store.
    await expect(page.getByTestId('card-badges').filter({ hasText: 'LOW STOCK' }).first()).toBeVisible();
    expect(await cardsWithBadgesOnHeart(page)).toBe(0);
  });
}
