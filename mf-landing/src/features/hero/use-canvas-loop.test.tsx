import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOOP_FRAMES_PER_SECOND, LOOP_SPAN_MS, useCanvasLoop } from './use-canvas-loop';

/** jsdom has no canvas: a 2D context whose every method does nothing and whose gradients take stops. */
const fakeContext = new Proxy(
  {},
  { get: (_, name) => (name === 'createLinearGradient' ? () => ({ addColorStop() {} }) : () => undefined) },
);

const events = { onFrame: vi.fn(), onEnd: vi.fn(), onFail: vi.fn() };

function Loop({ playing, run = 0 }: { playing: boolean; run?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useCanvasLoop(ref, playing, run, events);
  return <canvas ref={ref} />;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCanvasLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext as CanvasRenderingContext2D);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const event of Object.values(events)) event.mockReset();
  });

  it('draws nothing while not playing', () => {
    render(<Loop playing={false} />);
    advance(2000);
    expect(events.onFrame).not.toHaveBeenCalled();
  });

  it('draws at most its frame rate, not on every display frame', () => {
    render(<Loop playing />);
    advance(1000);
    expect(events.onFrame.mock.calls.length).toBeGreaterThan(LOOP_FRAMES_PER_SECOND / 2);
    expect(events.onFrame.mock.calls.length).toBeLessThanOrEqual(LOOP_FRAMES_PER_SECOND);
  });

  it('stops by itself once its span has played', () => {
    render(<Loop playing />);
    advance(LOOP_SPAN_MS + 500);
    expect(events.onEnd).toHaveBeenCalledTimes(1);
    const frames = events.onFrame.mock.calls.length;
    advance(5000);
    expect(events.onFrame).toHaveBeenCalledTimes(frames);
  });

  it('counts only the time it played, so an interrupted span finishes after it resumes', () => {
    const { rerender } = render(<Loop playing />);
    advance(LOOP_SPAN_MS / 2);
    rerender(<Loop playing={false} />);
    const frames = events.onFrame.mock.calls.length;
    advance(LOOP_SPAN_MS * 2);
    expect(events.onFrame).toHaveBeenCalledTimes(frames);
    rerender(<Loop playing />);
    advance(LOOP_SPAN_MS / 4);
    expect(events.onEnd).not.toHaveBeenCalled();
    advance(LOOP_SPAN_MS / 2);
    expect(events.onEnd).toHaveBeenCalledTimes(1);
  });

  it('plays a whole new span on a new run', () => {
    const { rerender } = render(<Loop playing />);
    advance(LOOP_SPAN_MS + 500);
    rerender(<Loop playing run={1} />);
    advance(LOOP_SPAN_MS / 2);
    expect(events.onEnd).toHaveBeenCalledTimes(1);
    advance(LOOP_SPAN_MS);
    expect(events.onEnd).toHaveBeenCalledTimes(2);
  });
});
