import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExitIntentTrigger, EXIT_INTENT_DELAY_MS } from './exit-intent-trigger';

function setup(canShow = true) {
  const onTrigger = vi.fn(() => canShow);
  return { trigger: createExitIntentTrigger({ onTrigger }), onTrigger };
}

describe('exit-intent trigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 1000 ms after the pointer leaves', () => {
    const { trigger, onTrigger } = setup();
    trigger.pointerLeft();
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS - 1);
    expect(onTrigger).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it('is cancelled when the pointer comes back in time', () => {
    const { trigger, onTrigger } = setup();
    trigger.pointerLeft();
    vi.advanceTimersByTime(500);
    trigger.pointerReturned();
    vi.advanceTimersByTime(5000);
    expect(onTrigger).not.toHaveBeenCalled();
  });

  it('fires at most once per page', () => {
    const { trigger, onTrigger } = setup();
    trigger.pointerLeft();
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    trigger.pointerLeft();
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    expect(onTrigger).toHaveBeenCalledOnce();
  });

  it('may fire later when it could not be shown the first time', () => {
    const { trigger, onTrigger } = setup(false);
    trigger.pointerLeft();
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    trigger.pointerLeft();
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS);
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });
});
