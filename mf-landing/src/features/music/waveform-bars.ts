/** Spec 1 §9: the visualiser draws 40 bars. */
export const WAVEFORM_BARS = 40;

/**
 * The band of the spectrum music fills: the previews are sampled at 22.05 kHz, so nothing lies
 * above 11 kHz, while the analyser reports up to half the device rate (24 kHz). Bars spaced
 * evenly over that linear range left the right 40 % flat; spaced on a log scale over the
 * useful band, each bar covers about the same musical interval.
 */
export const LOWEST_HZ = 40;
export const HIGHEST_HZ = 11_000;

/** Frequency bins (0..255 each, as getByteFrequencyData gives them) averaged into bar heights from 0 to 1. */
export function barHeights(bins: ArrayLike<number>, sampleRate: number, bars = WAVEFORM_BARS): number[] {
  const binHz = sampleRate / 2 / bins.length;
  const top = Math.min(HIGHEST_HZ, sampleRate / 2);
  const edgeHz = (edge: number) => LOWEST_HZ * (top / LOWEST_HZ) ** (edge / bars);
  return Array.from({ length: bars }, (_, bar) => {
    const from = Math.min(bins.length - 1, Math.floor(edgeHz(bar) / binHz));
    const to = Math.min(bins.length, Math.max(from + 1, Math.ceil(edgeHz(bar + 1) / binHz)));
    let sum = 0;
    for (let bin = from; bin < to; bin += 1) sum += bins[bin] ?? 0;
    return sum / (to - from) / 255;
  });
}

/** A gentle resting shape for when nothing plays. */
export const restingHeights = (bars = WAVEFORM_BARS): number[] =>
  Array.from({ length: bars }, (_, bar) => 0.08 + 0.06 * Math.abs(Math.sin(bar * 0.7)));
