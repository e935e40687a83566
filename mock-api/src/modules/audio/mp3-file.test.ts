import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-file';

describe('encodeMp3', () => {
  const rate = 22_050;
  const tone = Float32Array.from(
    { length: rate * 2 },
    (_, index) => 0.5 * Math.sin((2 * Math.PI * 440 * index) / rate),
  );

  it('writes an MP3 that a decoder reads as two seconds of mono at the given rate and bit rate', async () => {
    const mp3 = encodeMp3(tone, rate, 64);
    const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(format.container).toBe('MPEG');
    expect(format.codec).toMatch(/MPEG 2 Layer 3/);
    expect(format.sampleRate).toBe(rate);
    expect(format.numberOfChannels).toBe(1);
    expect(format.bitrate).toBe(64_000);
    expect(format.duration).toBeGreaterThan(1.95);
    expect(format.duration).toBeLessThan(2.2);
  });

  it('is far smaller than the 16-bit PCM it encodes', () => {
    expect(encodeMp3(tone, rate, 64).length).toBeLessThan((tone.length * 2) / 5);
  });
});
