// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wrapIndex } from './carousel-index';
import { ROTATION_MS, useCarousel } from './use-carousel';

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(7, 5)).toBe(2);
  });
});

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps after the fifth slide', () => {
    const { result } = renderHook(() => useCarousel(5, { paused: false }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(ROTATION_MS * 4));
    expect(result.current.index).toBe(0);
  });

  it('does not move while paused', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel(5, { paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(result.current.index).toBe(1);
  });

  it('moves by hand in both directions, wrapping, and restarts the wait', () => {
    const { result } = renderHook(() => useCarousel(5, { paused: false }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    act(() => vi.advanceTimersByTime(ROTATION_MS - 1000));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(ROTATION_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });
});
