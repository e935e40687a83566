import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

interface FrameCounters {
  /** Drawing calls made on the hero's canvas since the page opened. */
  __heroDraws: number;
  /** Resolves after this many of the browser's own display frames. */
  __displayFrames: (count: number) => Promise<void>;
}

/**
 * Counts what is drawn on the hero's canvas (the one inside #home; the loop's offscreen layers are not in
 * the page), and keeps an uncounted way to wait for display frames, so the waiting itself adds nothing.
 */
function countHeroDraws() {
  const counters = window as unknown as FrameCounters;
  const displayFrame = window.requestAnimationFrame.bind(window);
  counters.__heroDraws = 0;
  counters.__displayFrames = (count) =>
    new Promise((resolve) => {
      let left = count;
      const tick = () => (--left <= 0 ? resolve() : displayFrame(tick));
      displayFrame(tick);
    });
  const prototype = CanvasRenderingContext2D.prototype;
  for (const name of ['fillRect', 'fill', 'drawImage'] as const) {
    const draw = prototype[name] as (...args: unknown[]) => void;
    (prototype as unknown as Record<string, unknown>)[name] = function (
      this: CanvasRenderingContext2D,
      ...args: unknown[]
    ) {
      if (this.canvas instanceof HTMLCanvasElement && this.canvas.closest('#home')) counters.__heroDraws += 1;
      return draw.apply(this, args);
    };
  }
}

const heroDraws = (page: Page) => page.evaluate(() => (window as unknown as FrameCounters).__heroDraws);

/** Drawing calls on the hero's canvas during the next 30 display frames (half a second at 60 Hz). */
const drawsOverDisplayFrames = (page: Page) =>
  page.evaluate(async () => {
    const counters = window as unknown as FrameCounters;
    const before = counters.__heroDraws;
    await counters.__displayFrames(30);
    return counters.__heroDraws - before;
  });

async function expectDrawing(page: Page) {
  const before = await heroDraws(page);
  await expect.poll(() => heroDraws(page)).toBeGreaterThan(before);
}

const heroCanvas = (page: Page) => page.locator('#home canvas');

async function openHome(page: Page) {
  await recordConsent(page);
  await skipNewsletterPopup(page);
  await page.addInitScript(countHeroDraws);
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
}

test('when the home page opens, then the hero loop plays a short intro, stops by itself and plays again on demand', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openHome(page);
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);

  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'ended', { timeout: 30_000 });
  expect(await drawsOverDisplayFrames(page)).toBe(0);

  await page.getByRole('button', { name: 'Play background video' }).click();
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);
});

test('when the hero scrolls off screen, then its loop stops drawing until it comes back', async ({ page }) => {
  await openHome(page);
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'paused');
  expect(await drawsOverDisplayFrames(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);
});

test('when the tab is hidden, then the hero loop stops drawing until the tab shows again', async ({ page }) => {
  await openHome(page);
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await setVisibility('hidden');
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'paused');
  expect(await drawsOverDisplayFrames(page)).toBe(0);

  await setVisibility('visible');
  await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
  await expectDrawing(page);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('when the home page opens, then the hero shows its still poster and draws nothing until the fan presses play', async ({
    page,
  }) => {
    await openHome(page);
    await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'paused');
    expect(await drawsOverDisplayFrames(page)).toBe(0);
    expect(await heroDraws(page)).toBe(0);
    await expect(heroCanvas(page)).toHaveCSS('opacity', '0');

    await page.getByRole('button', { name: 'Play background video' }).click();
    await expect(heroCanvas(page)).toHaveAttribute('data-video-state', 'playing');
    await expectDrawing(page);
  });
});
