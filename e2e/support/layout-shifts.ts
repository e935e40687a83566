import { expect, type Page } from '@playwright/test';

/** Issue 24's budget for every fan route: the layout moved by at most this much once the page has settled. */
export const CLS_BUDGET = 0.02;

/** Lighthouse's emulated phone (moto g power), the screen the CLS budget of issue 24 is read on. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

/** One of Chromium's `layout-shift` entries: its score and each node that moved, with where it was and went. */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: { node: string; from: string; to: string }[];
}

/** The page's largest contentful paint so far: the element and when it painted. */
export interface LargestPaint {
  element: string;
  startTime: number;
  size: number;
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __largestPaints?: LargestPaint[];
  }
}

/**
 * Records every layout shift not caused by the visitor's input, and every largest-contentful-paint
 * candidate, from the first byte of the page on (an init script, so before any of the page's scripts).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined): string => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return `text "${(node.textContent ?? '').trim().slice(0, 40)}"`;
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid');
      const label = testId ? `[data-testid=${testId}]` : '';
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()}${id}${label} "${text}"`;
    };
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
    const shifts: LayoutShift[] = [];
    const paints: LargestPaint[] = [];
    window.__layoutShifts = shifts;
    window.__largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: Math.round(entry.startTime),
          sources: entry.sources.map((source) => ({
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LargestPaintEntry[]) {
        paints.push({ element: describe(entry.element), startTime: Math.round(entry.startTime), size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });

    interface LayoutShiftEntry {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    interface LargestPaintEntry {
      element: Element | null;
      startTime: number;
      size: number;
    }
  });
}

/**
 * The layout shifts once the page has settled: its fonts loaded, the network quiet and two more
 * frames drawn, so a shift caused by the last answer has been recorded (a count of moved layout, no timing).
 */
export async function settledLayoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.__layoutShifts ?? [];
  });
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The largest-contentful-paint candidates so far, last (the page's LCP) last. */
export const largestPaints = (page: Page) => page.evaluate(() => window.__largestPaints ?? []);

/** The layout shifts of the page once settled must stay within the budget; a failure names the nodes that moved. */
export async function expectSettledWithinBudget(page: Page): Promise<void> {
  const { total, shifts } = await settledLayoutShifts(page);
  expect(total, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(CLS_BUDGET);
}
