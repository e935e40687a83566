import type { Page } from '@playwright/test';

/** Waits until the worker the shell registers after load controls this page. */
export async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every request kept in Cache Storage, as "<cache name> <path and query>". */
export async function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        kept.push(`${name} ${url.pathname}${url.search}`);
      }
    }
    return kept;
  });
}
