import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_ATTRIBUTE, HELD_TAP_LIMIT_MS, HOLD_TAPS_SCRIPT } from '@ps/shared/route-groups';
import { replayHeldTap, takeHeldTap } from './replay-held-tap';

/** The server's first screen: an inert root with a button (its label in a span) and a paragraph. */
function drawFirstScreen() {
  document.body.innerHTML =
    '<div id="root" inert><main><button type="button"><span>Add to Cart</span></button><p>Soft cotton.</p></main></div>';
  const root = document.getElementById('root')!;
  const label = root.querySelector('span')!;
  const text = root.querySelector('p')!;
  // jsdom draws nothing: the label is at x < 100, the text beyond; an inert root is skipped, as browsers hit-test.
  document.elementFromPoint = (x: number) => {
    if (root.hasAttribute('inert')) return document.body;
    return x < 100 ? label : text;
  };
  return { root, button: root.querySelector('button')!, label, text };
}

/** A tap as the browser delivers it while the root is inert: on the body. */
function tap(x: number, init: MouseEventInit = {}) {
  document.body.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: 20, button: 0, ...init }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // The inline script exactly as the server writes it into the page.
  new Function(HOLD_TAPS_SCRIPT)();
});

afterEach(() => {
  takeHeldTap();
  vi.useRealTimers();
});

describe('the first screen’s tap holder', () => {
  it('holds the element under the pointer in the inert markup, shows its control pressed and keeps the root inert', () => {
    const { root, button, label } = drawFirstScreen();
    tap(40);
    expect(root.hasAttribute('inert')).toBe(true);
    expect(button.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(true);

    const held = takeHeldTap();
    expect(held).toMatchObject({ target: label, pressed: button, clientX: 40, clientY: 20 });
    // Taken before hydration: the server's attributes are as they were.
    expect(button.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('keeps only the last tap, and a tap on plain text marks nothing', () => {
    const { button, text } = drawFirstScreen();
    tap(40);
    tap(200);
    expect(button.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    expect(document.querySelector(`[${HELD_TAP_ATTRIBUTE}]`)).toBeNull();
    expect(takeHeldTap()).toMatchObject({ target: text, pressed: null });
  });

  it('holds no click with a modifier key or another button, and none once the page has lifted inert', () => {
    const { root } = drawFirstScreen();
    tap(40, { ctrlKey: true });
    tap(40, { metaKey: true });
    tap(40, { shiftKey: true });
    tap(40, { button: 1 });
    root.removeAttribute('inert');
    tap(40);
    expect(takeHeldTap()).toBeNull();
  });

  it('lets a tap go once it is older than the limit, its pressed mark too', () => {
    const { button } = drawFirstScreen();
    tap(40);
    vi.advanceTimersByTime(HELD_TAP_LIMIT_MS + 1);
    expect(button.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    expect(takeHeldTap()).toBeNull();
  });

  it('lets an old tap go even when the page is too busy to run the script’s timer', () => {
    drawFirstScreen();
    tap(40);
    // The clock moves on but no timer has run yet: the shell checks the age itself.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + HELD_TAP_LIMIT_MS + 1);
    expect(takeHeldTap()).toBeNull();
  });

  it('stops holding once the shell has taken the tap', () => {
    drawFirstScreen();
    expect(takeHeldTap()).toBeNull();
    tap(40);
    expect(takeHeldTap()).toBeNull();
  });
});

describe('replayHeldTap', () => {
  it('clicks the tapped element where it was tapped, and the click reaches its control’s handler', () => {
    const { root, button } = drawFirstScreen();
    tap(40);
    const held = takeHeldTap()!;
    root.removeAttribute('inert');
    const clicks: MouseEvent[] = [];
    button.addEventListener('click', (event) => clicks.push(event));

    replayHeldTap(held);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ button: 0, clientX: 40, clientY: 20, bubbles: true, cancelable: true });
  });

  it('does not click an element the page removed meanwhile', () => {
    const { root, button } = drawFirstScreen();
    tap(40);
    const held = takeHeldTap()!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    root.innerHTML = '';
    replayHeldTap(held);
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe('takeHeldTap', () => {
  it('is null on a page without a first screen’s tap holder', () => {
    takeHeldTap();
    expect(takeHeldTap()).toBeNull();
  });
});
