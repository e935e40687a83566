import type { Page } from '@playwright/test';

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
