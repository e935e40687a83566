import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExitIntentTrigger, EXIT_INTENT_DELAY_MS } from './exit-intent-trigger';

function setup({ shownBefore = false, canShow = true } = {}) {
  let shown = shownBefore;
  const onTrigger = vi.fn(() => canShow);
  const trigger = createExitIntentTrigger({
    onTrigger,
    alreadyShown: () => shown,
    markShown: () => {
      shown = true;
    },
  });
  return { trigger, onTrigger, isMarked: () => shown };
}

describe('exit-intent trigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 1000 ms after the pointer leaves through the top', () => {
    const { trigger, onTrigger, isMarked } = setup();
    trigger.pointerLeft(-2);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS - 1);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledOnce();
    expect(isMarked()).toBe(true);
  });

  it('is cancelled when the pointer comes back in time', () => {
    const { trigger, onTrigger } = setup();
    trigger.pointerLeft(0);
    vi.advanceTimersByTime(500);
    trigger.pointerReturned();
    vi.advanceTimersByTime(5000);
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it('ignores the pointer leaving through the sides or bottom', () => {
    const { trigger, onTrigger } = setup();
    trigger.pointerLeft(400);
    vi.advanceTimersByTime(5000);
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it('fires at once when the tab is hidden', () => {
    const { trigger, onTrigger } = setup();
    trigger.tabHidden();
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it('fires at most once per visit', () => {
    const { trigger, onTrigger } = setup();
    trigger.tabHidden();
    trigger.pointerLeft(-1);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    trigger.tabHidden();
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it('does not fire when the session already saw it', () => {
    const { trigger, onTrigger } = setup({ shownBefore: true });
    trigger.tabHidden();
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it('may fire later when it could not be shown the first time', () => {
    const { trigger, onTrigger, isMarked } = setup({ canShow: false });
    trigger.tabHidden();
    expect(isMarked()).toBe(false);
    trigger.tabHidden();
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });
});
