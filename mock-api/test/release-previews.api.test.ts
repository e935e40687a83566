import { expect, it } from 'vitest';
import { adminTrackPreviewListSchema, type AdminTrackPreview } from '@ps/shared/console-schemas';
import { adminReleaseResponseSchema, releasesResponseSchema } from '@ps/shared/schemas';
import { encodeMp3 } from '../src/modules/audio/mp3-file';
import { sendRaw } from './support/admin-products';
import { expectError } from './support/cart-client';
import { releaseForm } from './support/releases';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

const RATE = 8_000;
const toneMp3 = (seconds: number) =>
  encodeMp3(
    Float32Array.from({ length: RATE * seconds }, (_, index) => 0.4 * Math.sin((2 * Math.PI * 440 * index) / RATE)),
    RATE,
    32,
  );

const mp3Form = (bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), 'preview.mp3');
  return form;
};

describeEachDatabase('previews of releases staff add', (api) => {
  const musicTracks = async (): Promise<AdminTrackPreview[]> => {
    const staff = await staffBrowser(api, 'staff');
    return adminTrackPreviewListSchema.parse(await (await staff.get('/api/admin/music/tracks')).json()).tracks;
  };
  const publicTracks = async (slug: string) => {
    const { releases } = releasesResponseSchema.parse(await (await api.fetch('/api/releases')).json());
    return releases.find((release) => release.slug === slug)?.tracks;
  };
  const addRelease = async () => {
    const staff = await staffBrowser(api, 'staff');
    const created = await staff.post('/api/admin/releases', releaseForm());
    expect(created.status).toBe(201);
    return { staff, release: adminReleaseResponseSchema.parse(await created.json()).release };
  };

  it('when staff add a release, then the Music screen lists its tracks with no preview and their preview URLs answer 404', async () => {
    const { release } = await addRelease();
    const tracks = (await musicTracks()).filter((track) => track.release === release.slug);
    expect(tracks).toEqual([
      expect.objectContaining({
        trackId: `${release.slug}-01`,
        number: 1,
        title: 'Heart Rate Hero (Acoustic)',
        source: 'none',
        hasSketch: false,
        previewUrl: null,
      }),
      expect.objectContaining({ trackId: `${release.slug}-02`, number: 2, source: 'none', previewUrl: null }),
    ]);
    const missing = await api.fetch(`/api/audio/previews/${release.slug}-01`);
    expect((await expectError(missing, 404)).code).toBe('NOT_FOUND');
    expect((await publicTracks(release.slug))?.map((track) => track.previewUrl)).toEqual([null, null]);
  });

  it('when staff upload an MP3 for one track, then only that track plays and is marked as having a preview; removing the release makes it 404', async () => {
    const { staff, release } = await addRelease();
    const trackId = `${release.slug}-02`;
    const mp3 = toneMp3(3);
    const uploaded = await sendRaw(staff, api.baseUrl, `/api/admin/music/tracks/${trackId}/preview`, {
      method: 'PUT',
      body: mp3Form(mp3),
    });
    expect(uploaded.status).toBe(200);

    const heard = await api.fetch(`/api/audio/previews/${trackId}`);
    expect(heard.status).toBe(200);
    expect(heard.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await heard.arrayBuffer()).equals(mp3)).toBe(true);
    expect(
      (await publicTracks(release.slug))?.map(({ previewUrl, previewIsSketch }) => ({ previewUrl, previewIsSketch })),
    ).toEqual([
      { previewUrl: null, previewIsSketch: false },
      { previewUrl: `/api/audio/previews/${trackId}`, previewIsSketch: false },
    ]);
    expect((await musicTracks()).find((track) => track.trackId === trackId)).toMatchObject({
      source: 'upload',
      previewUrl: `/api/audio/previews/${trackId}`,
    });

    expect((await staff.call('DELETE', `/api/admin/releases/${release.id}`)).status).toBe(204);
    expect((await expectError(await api.fetch(`/api/audio/previews/${trackId}`), 404)).code).toBe('NOT_FOUND');
    expect((await musicTracks()).some((track) => track.release === release.slug)).toBe(false);
    const left = await api.db.selectFrom('trackPreviews').select('trackId').where('trackId', '=', trackId).execute();
    expect(left).toEqual([]);
  });

  it('when staff remove an uploaded track from a release, then its preview is gone, and adding the track back does not revive it', async () => {
    const { staff, release } = await addRelease();
    const trackId = `${release.slug}-02`;
    const path = `/api/admin/music/tracks/${trackId}/preview`;
    expect((await sendRaw(staff, api.baseUrl, path, { method: 'PUT', body: mp3Form(toneMp3(2)) })).status).toBe(200);

    const [first, second] = releaseForm().tracks;
    const oneTrack = releaseForm({ slug: release.slug, tracks: [first!] });
    expect((await staff.call('PUT', `/api/admin/releases/${release.id}`, { body: oneTrack })).status).toBe(200);
    expect((await expectError(await api.fetch(`/api/audio/previews/${trackId}`), 404)).code).toBe('NOT_FOUND');

    const twoTracks = releaseForm({ slug: release.slug, tracks: [first!, second!] });
    expect((await staff.call('PUT', `/api/admin/releases/${release.id}`, { body: twoTracks })).status).toBe(200);
    expect((await expectError(await api.fetch(`/api/audio/previews/${trackId}`), 404)).code).toBe('NOT_FOUND');
    expect((await publicTracks(release.slug))?.map((track) => track.previewUrl)).toEqual([null, null]);
  });

  it('when staff upload for a track no release has, then it is refused with 404', async () => {
    const staff = await staffBrowser(api, 'staff');
    const response = await sendRaw(staff, api.baseUrl, '/api/admin/music/tracks/no-such-release-01/preview', {
      method: 'PUT',
      body: mp3Form(toneMp3(1)),
    });
    expect((await expectError(response, 404)).code).toBe('NOT_FOUND');
  });

  it('when nothing is uploaded, then the seeded albums still play their generated sketches', async () => {
    const tracks = await musicTracks();
    const seeded = tracks.filter((track) => ['my-space', 'superhero-complex'].includes(track.release));
    expect(seeded).toHaveLength(22);
    expect(seeded.every((track) => track.source === 'sketch' && track.hasSketch)).toBe(true);
    const sketch = await api.fetch('/api/audio/previews/superhero-complex-03');
    expect(sketch.status).toBe(200);
    expect(sketch.headers.get('content-type')).toBe('audio/mpeg');
    expect((await publicTracks('my-space'))?.every((track) => track.previewUrl !== null)).toBe(true);
  });
});
