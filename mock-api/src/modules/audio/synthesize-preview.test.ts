import { describe, expect, it } from 'vitest';
import { planRiff } from './riff-plan';
import { PREVIEW_SAMPLE_RATE, PREVIEW_SECONDS, synthesizePreview } from './synthesize-preview';

describe('synthesizePreview', () => {
  const first = synthesizePreview('my-space-01');

  it('renders thirty seconds at 22.05 kHz', () => {
    expect(first.length).toBe(PREVIEW_SAMPLE_RATE * PREVIEW_SECONDS);
  });

  it('is deterministic for a track id and differs between tracks', () => {
    // Byte comparison: a deep equality over 660k samples takes seconds on a busy machine.
    const bytes = (samples: Float32Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    expect(bytes(synthesizePreview('my-space-01')).equals(bytes(first))).toBe(true);
    expect(bytes(synthesizePreview('my-space-02')).equals(bytes(first))).toBe(false);
  });

  it('is audible, peaks below full scale and fades to silence', () => {
    const peak = first.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeCloseTo(0.9, 5);
    const rms = Math.sqrt(first.reduce((sum, sample) => sum + sample * sample, 0) / first.length);
    expect(rms).toBeGreaterThan(0.05);
    expect(Math.abs(first[first.length - 1]!)).toBeLessThan(0.001);
  });
});

describe('planRiff', () => {
  it('keeps tempo and key in a pop-punk range', () => {
    for (const id of ['my-space-01', 'superhero-complex-10', 'anything']) {
      const plan = planRiff(id);
      expect(plan.bpm).toBeGreaterThanOrEqual(150);
      expect(plan.bpm).toBeLessThanOrEqual(190);
      expect(plan.progression).toHaveLength(4);
      expect(plan.leadPhrase).toHaveLength(8);
    }
  });
});
