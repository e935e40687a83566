import { describe, expect, it } from 'vitest';
import { findActiveSection } from './active-section';
import { isHeaderSolid, scrollDepthPercent, scrollProgress, showsBackToTop } from './scroll-metrics';

describe('findActiveSection', () => {
  const viewport = 1000;

  it('is the first section before any top reaches 30% of the viewport', () => {
    expect(
      findActiveSection(
        [
          { id: 'home', top: 400 },
          { id: 'music', top: 1400 },
        ],
        viewport,
      ),
    ).toBe('home');
  });

  it('is the last section whose top is at or above the 30% line', () => {
    const tops = [
      { id: 'home', top: -1500 },
      { id: 'music', top: -200 },
      { id: 'band', top: 300 },
      { id: 'tour', top: 301 },
    ];
    expect(findActiveSection(tops, viewport)).toBe('band');
  });

  it('follows page order, whatever order the sections are listed in', () => {
    const tops = [
      { id: 'tour', top: 900 },
      { id: 'home', top: -900 },
      { id: 'music', top: 100 },
    ];
    expect(findActiveSection(tops, viewport)).toBe('music');
  });

  it('is null without sections', () => {
    expect(findActiveSection([], viewport)).toBeNull();
  });
});

describe('scroll metrics', () => {
  it('turns scroll position into progress, clamped to 0..1', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2500, 3000, 1000)).toBe(1);
    expect(scrollProgress(0, 800, 1000)).toBe(1);
  });

  it('makes the header solid after 100 px and shows back-to-top after 800 px', () => {
    expect(isHeaderSolid(100)).toBe(false);
    expect(isHeaderSolid(101)).toBe(true);
    expect(showsBackToTop(800)).toBe(false);
    expect(showsBackToTop(801)).toBe(true);
  });

  it('reports scroll depth in steps of 25%', () => {
    expect(scrollDepthPercent(0.1)).toBe(0);
    expect(scrollDepthPercent(0.26)).toBe(25);
    expect(scrollDepthPercent(0.99)).toBe(75);
    expect(scrollDepthPercent(1)).toBe(100);
  });
});
