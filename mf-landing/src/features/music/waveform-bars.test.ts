import { describe, expect, it } from 'vitest';
import { WAVEFORM_BARS, barHeights, restingHeights } from './waveform-bars';

describe('barHeights', () => {
  it('draws 40 bars from the analyser bins, each between 0 and 1', () => {
    const bins = Uint8Array.from({ length: 64 }, (_, index) => (index * 4) % 256);
    const heights = barHeights(bins);
    expect(heights).toHaveLength(WAVEFORM_BARS);
    heights.forEach((height) => {
      expect(height).toBeGreaterThanOrEqual(0);
      expect(height).toBeLessThanOrEqual(1);
    });
  });

  it('is full for a full spectrum and flat for silence', () => {
    expect(new Set(barHeights(new Uint8Array(64).fill(255)))).toEqual(new Set([1]));
    expect(new Set(barHeights(new Uint8Array(64)))).toEqual(new Set([0]));
  });

  it('still draws every bar when there are fewer bins than bars', () => {
    expect(barHeights(new Uint8Array(16).fill(255))).toHaveLength(WAVEFORM_BARS);
    expect(restingHeights()).toHaveLength(WAVEFORM_BARS);
  });
});
