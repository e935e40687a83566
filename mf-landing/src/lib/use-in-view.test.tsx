import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHasScrolled } from './use-has-scrolled';
import { useInView } from './use-in-view';

/** A stand-in IntersectionObserver: the test says which margins currently reach the element. */
const observers: { margin: string; callback: IntersectionObserverCallback; live: boolean }[] = [];
class FakeObserver {
  private readonly entry;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { margin: options?.rootMargin ?? '0px', callback, live: true };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.live = false;
  }
}

function reach(margin: string) {
  for (const observer of observers.filter((each) => each.live && each.margin === margin))
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
}

/** The rule of the landing's lazy sections (ui/lazy-section.tsx). */
function Section() {
  const ref = useRef<HTMLDivElement>(null);
  const hasScrolled = useHasScrolled();
  const isNear = useInView(ref, { rootMargin: hasScrolled ? '300px 0px' : '0px', once: true });
  return <div ref={ref}>{isNear ? 'loaded' : 'waiting'}</div>;
}

function Watched({ margin }: { margin: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useInView(ref, { rootMargin: margin, once: true }) ? 'loaded' : 'waiting'}</div>;
}

describe('a lazy section below the fold', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    cleanup();
    observers.length = 0;
    vi.unstubAllGlobals();
  });

  it('when it is not showing and the visitor has not scrolled, then it waits; the first scroll watches 300px ahead', () => {
    render(<Section />);
    reach('300px 0px');
    expect(screen.getByText('waiting')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('scroll')));
    reach('300px 0px');
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('when it has loaded once, then a later change of margin does not watch (or unload) it again', () => {
    const { rerender } = render(<Watched margin="0px" />);
    reach('0px');
    rerender(<Watched margin="300px 0px" />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observers.filter((observer) => observer.live)).toHaveLength(0);
  });
});
