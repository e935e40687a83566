import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-file';
import { createSketchEncoder } from './sketch-encoder';
import { PREVIEW_SAMPLE_RATE, synthesizePreview } from './synthesize-preview';

// Each sketch is seconds of CPU, more on a busy machine.
describe('createSketchEncoder', { timeout: 120_000 }, () => {
  const encodeSketch = createSketchEncoder();

  it('makes the same MP3 as encoding on this thread, and gives each of two jobs at once its own', async () => {
    const [first, second] = await Promise.all([encodeSketch('my-space-01', 64), encodeSketch('my-space-02', 32)]);
    expect(first.equals(encodeMp3(synthesizePreview('my-space-01'), PREVIEW_SAMPLE_RATE, 64))).toBe(true);
    expect(second.equals(encodeMp3(synthesizePreview('my-space-02'), PREVIEW_SAMPLE_RATE, 32))).toBe(true);
  });

  it('leaves this thread free to serve other work while it encodes', async () => {
    let turns = 0;
    let encoding = true;
    const countTurns = (): void => {
      turns += 1;
      if (encoding) setImmediate(countTurns);
    };
    setImmediate(countTurns);
    await encodeSketch('my-space-03', 64);
    encoding = false;
    // Encoded on this thread, the event loop would not turn once until the MP3 was done.
    expect(turns).toBeGreaterThan(50);
  });
});
