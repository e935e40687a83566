import { describe, expect, it } from 'vitest';
import { HIGHEST_HZ, WAVEFORM_BARS, barHeights, restingHeights } from './waveform-bars';

const RATE = 48_000;
/** 1024 bins, as the audio engine's analyser gives them: bin i holds i × 23.4 Hz. */
const spectrum = (level: (hz: number) => number) =>
  Uint8Array.from({ length: 1024 }, (_, bin) => level((bin * RATE) / 2 / 1024));

describe('barHeights', () => {
  it('draws 40 bars from the analyser bins, each between 0 and 1', () => {
    const heights = barHeights(
      spectrum((hz) => Math.round(hz) % 256),
      RATE,
    );
    expect(heights).toHaveLength(WAVEFORM_BARS);
    heights.forEach((height) => {
      expect(height).toBeGreaterThanOrEqual(0);
      expect(height).toBeLessThanOrEqual(1);
    });
  });

  it('is full for a full spectrum and flat for silence', () => {
    expect(
      new Set(
        barHeights(
          spectrum(() => 255),
          RATE,
        ),
      ),
    ).toEqual(new Set([1]));
    expect(
      new Set(
        barHeights(
          spectrum(() => 0),
          RATE,
        ),
      ),
    ).toEqual(new Set([0]));
  });

  it('moves the right-hand bars for a preview whose sound ends at 11 kHz', () => {
    const preview = spectrum((hz) => (hz < HIGHEST_HZ ? 180 : 0));
    const rightmost = barHeights(preview, RATE).slice(-Math.round(WAVEFORM_BARS * 0.4));
    rightmost.forEach((height) => expect(height).toBeGreaterThan(0.5));
  });

  it('still draws every bar when there are fewer bins than bars', () => {
    expect(barHeights(new Uint8Array(16).fill(255), RATE)).toHaveLength(WAVEFORM_BARS);
    expect(restingHeights()).toHaveLength(WAVEFORM_BARS);
  });
});
