import { afterEach, describe, expect, it } from 'vitest';
import { claimOverlay, isOverlayFree, releaseOverlay } from './overlay-slot';

describe('overlay slot', () => {
  afterEach(() => {
    releaseOverlay('exit-intent');
    releaseOverlay('newsletter-popup');
  });

  it('gives the slot to one overlay until it is released', () => {
    expect(claimOverlay('exit-intent')).toBe(true);
    expect(claimOverlay('exit-intent')).toBe(true);
    expect(claimOverlay('newsletter-popup')).toBe(false);
    releaseOverlay('newsletter-popup');
    expect(isOverlayFree()).toBe(false);
    releaseOverlay('exit-intent');
    expect(isOverlayFree()).toBe(true);
    expect(claimOverlay('newsletter-popup')).toBe(true);
  });
});
