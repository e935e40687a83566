import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav-file';

describe('encodeWav', () => {
  const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 2, -2]);
  const file = encodeWav(samples, 22_050);

  it('writes a canonical 44-byte RIFF/WAVE header for mono 16-bit PCM', () => {
    expect(file.toString('ascii', 0, 4)).toBe('RIFF');
    expect(file.readUInt32LE(4)).toBe(file.length - 8);
    expect(file.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(file.readUInt32LE(16)).toBe(16);
    expect(file.readUInt16LE(20)).toBe(1);
    expect(file.readUInt16LE(22)).toBe(1);
    expect(file.readUInt32LE(24)).toBe(22_050);
    expect(file.readUInt32LE(28)).toBe(44_100);
    expect(file.readUInt16LE(32)).toBe(2);
    expect(file.readUInt16LE(34)).toBe(16);
    expect(file.toString('ascii', 36, 40)).toBe('data');
    expect(file.readUInt32LE(40)).toBe(samples.length * 2);
    expect(file.length).toBe(44 + samples.length * 2);
  });

  it('stores samples as little-endian 16-bit values, clipping outside [-1, 1]', () => {
    const pcm = Array.from({ length: samples.length }, (_, index) => file.readInt16LE(44 + index * 2));
    expect(pcm).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768]);
  });
});
