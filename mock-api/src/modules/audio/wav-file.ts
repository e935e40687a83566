const HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2;

/** Clamps a float sample in [-1, 1] to a signed 16-bit PCM value. */
function toPcm16(sample: number): number {
  const clamped = Math.max(-1, Math.min(1, sample));
  return Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
}

/** A canonical RIFF/WAVE file: one `fmt ` chunk (PCM, mono, 16-bit) and one `data` chunk. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * BYTES_PER_SAMPLE;
  const file = Buffer.alloc(HEADER_BYTES + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(HEADER_BYTES - 8 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28);
  file.writeUInt16LE(BYTES_PER_SAMPLE, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) => file.writeInt16LE(toPcm16(sample), HEADER_BYTES + index * BYTES_PER_SAMPLE));
  return file;
}
