/** Spec 1 §9: the visualiser draws 40 bars. */
export const WAVEFORM_BARS = 40;

// The top of the spectrum of a 22 kHz preview is nearly empty; the bars spread over the lower 80%.
const USED_SHARE = 0.8;

/** Frequency bins (0..255 each) averaged into bar heights from 0 to 1. */
export function barHeights(bins: ArrayLike<number>, bars = WAVEFORM_BARS): number[] {
  const used = Math.max(bars, Math.floor(bins.length * USED_SHARE));
  return Array.from({ length: bars }, (_, bar) => {
    const from = Math.floor((bar * used) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * used) / bars));
    let sum = 0;
    for (let bin = from; bin < to; bin += 1) sum += bins[bin] ?? 0;
    return sum / (to - from) / 255;
  });
}

/** A gentle resting shape for when nothing plays. */
export const restingHeights = (bars = WAVEFORM_BARS): number[] =>
  Array.from({ length: bars }, (_, bar) => 0.08 + 0.06 * Math.abs(Math.sin(bar * 0.7)));
