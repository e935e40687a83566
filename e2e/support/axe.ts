import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** WCAG 2.2 A and AA (2.0 and 2.1 included) plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Per failing element: impact, rule and selector, the element's opening HTML (hashed class names say little), and the fix. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) =>
        [
          `[${violation.impact}] ${violation.id}: ${node.target.join(' ')}`,
          `    ${node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html}`,
          `    ${violation.help} (${violation.helpUrl})`,
        ].join('\n'),
      ),
    )
    .join('\n');
}

/**
 * Scrolls down a screen at a time, a frame apart, so sections and images that load on approach
 * (the landing's lazy sections) are on the page when it is scanned; then back to the first screen.
 */
export async function revealLazyContent(page: Page): Promise<void> {
  for (let screens = 0; screens < 60; screens += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atBottom) break;
  }
  await expect(page.locator('[data-section-placeholder]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits for finite CSS animations (entrances, fades) to end, so contrast is measured on what stays on screen. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Scans the page (or only `scope`, a CSS selector) and fails on any serious or critical violation, listing each. */
export async function expectNoSeriousViolations(page: Page, scope?: string): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const results = await builder
    .withTags(TAGS)
    // Tagged experimental by axe, yet a real WCAG 2.5.3 failure: a button's name must contain its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(describeViolations(blocking), 'serious or critical accessibility violations').toBe('');
}
