import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-file';
import { createSketchEncoder, rememberSketches } from './sketch-encoder';
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

describe('rememberSketches', () => {
  it('encodes each track and bit rate once, sharing the encoding under way, and tries again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const encode = rememberSketches(async (trackId, kbps) => {
      calls.push(`${trackId}@${kbps}`);
      if (trackId === 'flaky' && fail) throw new Error('worker stopped');
      return Buffer.from(trackId);
    });
    const [first, second] = await Promise.all([encode('my-space-01', 64), encode('my-space-01', 64)]);
    expect(first).toBe(second);
    await encode('my-space-01', 128);
    await expect(encode('flaky', 64)).rejects.toThrow('worker stopped');
    fail = false;
    await expect(encode('flaky', 64)).resolves.toEqual(Buffer.from('flaky'));
    expect(calls).toEqual(['my-space-01@64', 'my-space-01@128', 'flaky@64', 'flaky@64']);
  });
});
