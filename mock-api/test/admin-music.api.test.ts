import { expect, it } from 'vitest';
import { adminTrackPreviewListSchema, adminTrackPreviewSchema } from '@ps/shared/console-schemas';
import { encodeMp3 } from '../src/modules/audio/mp3-file';
import { sendRaw } from './support/admin-products';
import { expectError } from './support/cart-client';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const RATE = 8_000;
const toneMp3 = (seconds: number) =>
  encodeMp3(
    Float32Array.from({ length: RATE * seconds }, (_, index) => 0.4 * Math.sin((2 * Math.PI * 330 * index) / RATE)),
    RATE,
    32,
  );

const fileForm = (bytes: Buffer, name: string, type = 'audio/mpeg') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

describeEachDatabase('/api/admin/music: track previews', (api) => {
  const previewPath = (trackId: string) => `/api/admin/music/tracks/${trackId}/preview`;
  const upload = async (trackId: string, body: FormData) =>
    sendRaw(await staffBrowser(api, 'staff'), api.baseUrl, previewPath(trackId), { method: 'PUT', body });
  const trackOf = async (trackId: string) => {
    const page = await staffBrowser(api, 'staff');
    const { tracks } = adminTrackPreviewListSchema.parse(await (await page.get('/api/admin/music/tracks')).json());
    return tracks.find((track) => track.trackId === trackId);
  };

  it('lists every track with its generated sketch to start with', async () => {
    const track = await trackOf('superhero-complex-10');
    expect(track).toEqual({
      trackId: 'superhero-complex-10',
      release: 'superhero-complex',
      number: 10,
      title: 'Last Issue (To Be Continued)',
      source: 'sketch',
      hasSketch: true,
      contentType: null,
      durationMs: null,
      uploadedAt: null,
      previewUrl: '/api/audio/previews/superhero-complex-10',
    });
  });

  it('replaces a preview with an uploaded MP3 that fans then hear, audited, and goes back to the sketch', async () => {
    const mp3 = toneMp3(5);
    const response = await upload('my-space-02', fileForm(mp3, 'demo.mp3'));
    expect(response.status).toBe(200);
    const track = adminTrackPreviewSchema.parse(await response.json());
    expect(track).toMatchObject({ source: 'upload', contentType: 'audio/mpeg' });
    expect(track.durationMs).toBeGreaterThan(4900);
    expect(track.durationMs).toBeLessThan(5300);

    const heard = await api.fetch('/api/audio/previews/my-space-02');
    expect(heard.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await heard.arrayBuffer()).equals(mp3)).toBe(true);
    const audit = await api.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', 'like', 'PUT /api/admin/music/tracks/:trackId/preview')
      .execute();
    expect(audit.length).toBeGreaterThan(0);

    const page = await staffBrowser(api, 'staff');
    const restored = await page.call('DELETE', previewPath('my-space-02'));
    expect(adminTrackPreviewSchema.parse(await restored.json()).source).toBe('sketch');
    const sketch = Buffer.from(await (await api.fetch('/api/audio/previews/my-space-02')).arrayBuffer());
    expect(sketch.equals(mp3)).toBe(false);
  });

  it('refuses a text file named .mp3 with 415 and keeps the sketch', async () => {
    const response = await upload('my-space-03', fileForm(Buffer.from('not really music '.repeat(50)), 'song.mp3'));
    expect(await expectError(response, 415)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not an MP3 or Ogg audio file',
    });
    expect((await trackOf('my-space-03'))?.source).toBe('sketch');
  });

  it('refuses an MP3 longer than 35 seconds with the reason and keeps the sketch', async () => {
    const response = await upload('my-space-04', fileForm(toneMp3(40), 'long.mp3'));
    const error = await expectError(response, 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { file: 'At most 35 seconds' } });
    expect(error.message).toMatch(/^This preview is 40\.\d seconds long; a preview may be at most 35 seconds$/);
    expect((await trackOf('my-space-04'))?.source).toBe('sketch');
  });

  it('answers 404 for a track that does not exist and 400 without a file', async () => {
    expect((await upload('my-space-99', fileForm(toneMp3(1), 'a.mp3'))).status).toBe(404);
    expect(await expectError(await upload('my-space-05', new FormData()), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { file: 'Choose an MP3 or Ogg file to upload' },
    });
  });
});
