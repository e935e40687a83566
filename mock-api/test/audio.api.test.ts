import { parseBuffer } from 'music-metadata';
import { expect, it } from 'vitest';
import { revalidationHeaders } from './support/revalidate';
import { describeEachDatabase } from './support/suite';

const PREVIEW = '/api/audio/previews/my-space-01';

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describeEachDatabase(
  'GET /api/audio/previews',
  (api) => {
    it('serves the generated sketch as a 30-second mono MP3 that is revalidated and can be seeked', async () => {
      const response = await api.fetch(PREVIEW);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toMatch(/no-cache/);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      const mp3 = await bytesOf(response);
      expect(response.headers.get('content-length')).toBe(String(mp3.length));
      // A quarter of a megabyte at most, where the WAV was 1.3 MB.
      expect(mp3.length).toBeLessThan(300_000);
      const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg' }, { duration: true });
      expect(format.numberOfChannels).toBe(1);
      expect(format.duration).toBeGreaterThan(29.9);
      expect(format.duration).toBeLessThan(30.2);
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
      const previewBytes = whole.length;
      const response = await api.fetch(PREVIEW, { headers: { Range: 'bytes=1000-1999' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${previewBytes}`);
      expect(response.headers.get('content-length')).toBe('1000');
      expect((await bytesOf(response)).equals(whole.subarray(1000, 2000))).toBe(true);

      const tail = await api.fetch(PREVIEW, { headers: { Range: 'bytes=-10' } });
      expect(tail.status).toBe(206);
      expect((await bytesOf(tail)).equals(whole.subarray(previewBytes - 10))).toBe(true);
    });

    it('serves the whole file when If-Range names another version', async () => {
      const previewBytes = (await bytesOf(await api.fetch(PREVIEW))).length;
      const response = await api.fetch(PREVIEW, { headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' } });
      expect(response.status).toBe(200);
      expect((await bytesOf(response)).length).toBe(previewBytes);
    });

    it.each(['bytes=99999999-', 'bytes=500-100', 'bytes=oops'])('refuses the range %s with 416', async (range) => {
      const previewBytes = (await bytesOf(await api.fetch(PREVIEW))).length;
      const response = await api.fetch(PREVIEW, { headers: { Range: range } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${previewBytes}`);
      expect(await response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', message: expect.any(String) });
    });

    it('answers 404 with an error body for a track without a preview', async () => {
      const response = await api.fetch('/api/audio/previews/my-space-99');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'No audio preview for track "my-space-99"',
      });
    });

    it('rejects a file name that is not a track id with 400', async () => {
      const response = await api.fetch('/api/audio/previews/My-Space');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  },
  { drivers: ['pglite'] },
);
