import type { Page } from '@playwright/test';

/** Holds the API's answers to matching requests until the test lets them go: a slow network, without a clock. */
export async function holdResponses(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    // A page left (or loaded again) meanwhile no longer wants the answer.
    await route.continue().catch(() => undefined);
  });
  return release;
}
