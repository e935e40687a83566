import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The page as a crawler gets it. The first request for a path may miss the time limit while the
 * server draws it for the first time; the drawing is kept, so a later request carries it.
 */
export async function htmlWithFirstScreen(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      return html.includes('id="ps-first-screen"');
    })
    .toBe(true);
  return html;
}

/** The server's markup inside #root, without the head, the styles or the embedded data. */
export const bodyOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ps-first-screen"'));

/** The keys of the queries the page embedded for its take-over. */
export function embeddedQueryKeys(html: string): unknown[][] {
  const data = /<script type="application\/json" id="ps-first-screen">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return ((JSON.parse(data) as { queries?: { key: unknown[] }[] }).queries ?? []).map((query) => query.key);
}

/** Blocking the service worker (as these specs do) makes its registration complain; that is the test's doing. */
const BLOCKED_SERVICE_WORKER = /service worker/i;

/** Console errors and warnings (React's hydration and key warnings among them). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    if (problem && !BLOCKED_SERVICE_WORKER.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** The page has replaced the server's markup with its own live render (its QueryClient exists; the markup had none). */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect(page.locator('[data-shell]')).not.toHaveAttribute('data-singletons', /query=none/);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
