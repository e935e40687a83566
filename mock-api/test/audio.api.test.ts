import { expect, it } from 'vitest';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

const PREVIEW = '/api/audio/previews/my-space-01.wav';
const PREVIEW_BYTES = 44 + 22_050 * 30 * 2;

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describeEachDatabase(
  'GET /api/audio/previews',
  (api) => {
    it('serves a whole 30-second mono 16-bit WAV that can be cached for a year and seeked', async () => {
      const response = await api.fetch(PREVIEW);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('content-length')).toBe(String(PREVIEW_BYTES));

      const wav = await bytesOf(response);
      expect(wav.length).toBe(PREVIEW_BYTES);
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.readUInt32LE(4)).toBe(PREVIEW_BYTES - 8);
      expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
      expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
        1, 1, 22_050, 16,
      ]);
      expect(wav.toString('ascii', 36, 40)).toBe('data');
      expect(wav.readUInt32LE(40)).toBe(PREVIEW_BYTES - 44);
    });

    it('answers the same bytes and ETag every time, and 304 on revalidation', async () => {
      const first = await api.fetch(PREVIEW);
      const second = await api.fetch(PREVIEW);
      const etag = first.headers.get('etag') ?? '';
      expect(second.headers.get('etag')).toBe(etag);
      expect((await bytesOf(second)).equals(await bytesOf(first))).toBe(true);

      const revalidated = await api.fetch(PREVIEW, { headers: revalidationHeaders(etag) });
      expect(revalidated.status).toBe(304);
    });

    it('answers a range request with 206 and exactly those bytes', async () => {
      const whole = await bytesOf(await api.fetch(PREVIEW));
      const response = await api.fetch(PREVIEW, { headers: { Range: 'bytes=1000-1999' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${PREVIEW_BYTES}`);
      expect(response.headers.get('content-length')).toBe('1000');
      expect((await bytesOf(response)).equals(whole.subarray(1000, 2000))).toBe(true);

      const tail = await api.fetch(PREVIEW, { headers: { Range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect((await bytesOf(tail)).equals(whole.subarray(PREVIEW_BYTES - 10))).toBe(true);
    });

    it('serves the whole file when If-Range names another version', async () => {
      const response = await api.fetch(PREVIEW, { headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' } });
      expect(response.status).toBe(200);
      expect((await bytesOf(response)).length).toBe(PREVIEW_BYTES);
    });

    it.each(['bytes=99999999-', 'bytes=500-100', 'bytes=oops'])('refuses the range %s with 416', async (range) => {
      const response = await api.fetch(PREVIEW, { headers: { Range: range } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${PREVIEW_BYTES}`);
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    });

    it('answers 404 with an error body for a track without a preview', async () => {
      const response = await api.fetch('/api/audio/previews/my-space-99.wav');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No audio preview for track "my-space-99"',
      });
    });

    it('rejects a file name that is not a track id with 400', async () => {
      const response = await api.fetch('/api/audio/previews/My-Space.mp3');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  },
  { drivers: ['pglite'] },
);
