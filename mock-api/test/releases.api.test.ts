import { expect, it, vi } from 'vitest';
import {
  adminReleaseResponseSchema,
  adminReleasesResponseSchema,
  releasesResponseSchema,
  type Release,
} from '@ps/shared/schemas';
import { browser, registerCustomer } from './support/browser';
import { releaseForm } from './support/releases';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

type ErrorBody = { code: string; fields?: Record<string, string> };

describeEachDatabase('releases', (api) => {
  const publicReleases = async (): Promise<Release[]> => {
    const response = await api.fetch('/api/releases');
    expect(response.status).toBe(200);
    return releasesResponseSchema.parse(await response.json()).releases;
  };
  const auditedActions = async (email: string) =>
    (await api.db.selectFrom('auditLog').select('action').where('actorEmail', '=', email).execute()).map(
      (row) => row.action,
    );

  it('when a fan opens a fresh install, then the two seeded albums come newest first, with previews and no made-up links', async () => {
    const response = await api.fetch('/api/releases');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('etag')).toBeTruthy();
    const releases = releasesResponseSchema.parse(await response.json()).releases;
    expect(releases.map(({ slug, releasedOn, featured }) => ({ slug, releasedOn, featured }))).toEqual([
      { slug: 'my-space', releasedOn: '2024-09-06', featured: true },
      { slug: 'superhero-complex', releasedOn: '2023-05-12', featured: false },
    ]);
    const [mySpace] = releases;
    expect(mySpace?.tracks).toHaveLength(12);
    expect(mySpace?.tracks[0]).toEqual({
      id: 'my-space-01',
      title: 'Heart Rate Hero',
      seconds: 204,
      popular: true,
      previewUrl: '/api/audio/previews/my-space-01',
      previewIsSketch: true,
    });
    for (const release of releases) {
      expect(release.links).toEqual({ spotify: null, appleMusic: null, youtube: null, download: null });
    }
  });

  it('when staff add, edit and delete a release, then fans see each change, tracks without a preview have none, and each write is audited', async () => {
    const staff = await staffBrowser(api, 'staff');
    const created = await staff.post('/api/admin/releases', releaseForm({ title: 'Acoustic Sessions' }));
    expect(created.status).toBe(201);
    const { release } = adminReleaseResponseSchema.parse(await created.json());
    expect(release.tracks.map((track) => track.previewUrl)).toEqual([null, null]);
    expect((await publicReleases()).find((each) => each.id === release.id)?.title).toBe('Acoustic Sessions');

    const edited = await staff.call('PUT', `/api/admin/releases/${release.id}`, {
      body: releaseForm({
        slug: release.slug,
        title: 'Acoustic Sessions, Vol. 1',
        links: { spotify: 'https://open.spotify.com/album/abc', appleMusic: null, youtube: null, download: '/store' },
      }),
    });
    expect(edited.status).toBe(200);
    const shown = (await publicReleases()).find((each) => each.id === release.id);
    expect(shown).toMatchObject({
      title: 'Acoustic Sessions, Vol. 1',
      links: { spotify: 'https://open.spotify.com/album/abc', appleMusic: null, youtube: null, download: '/store' },
    });

    expect((await staff.call('DELETE', `/api/admin/releases/${release.id}`)).status).toBe(204);
    expect((await staff.call('DELETE', `/api/admin/releases/${release.id}`)).status).toBe(404);
    expect((await publicReleases()).some((each) => each.id === release.id)).toBe(false);
    await vi.waitFor(async () =>
      expect(await auditedActions(staff.email)).toEqual(
        expect.arrayContaining([
          'POST /api/admin/releases',
          'PUT /api/admin/releases/:id',
          'DELETE /api/admin/releases/:id',
        ]),
      ),
    );
  });

  it('when staff page through the Releases screen, then releases are newest first and pages add up', async () => {
    const staff = await staffBrowser(api, 'staff');
    await staff.post('/api/admin/releases', releaseForm({ releasedOn: '2020-02-02' }));
    const page = async (query: string) => {
      const response = await staff.get(`/api/admin/releases?${query}`);
      expect(response.status).toBe(200);
      return adminReleasesResponseSchema.parse(await response.json());
    };
    const all = await page('limit=100');
    const dates = all.releases.map((release) => release.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await page('limit=1');
    const second = await page('limit=1&offset=1');
    expect(first.pagination).toEqual({ total: all.pagination.total, hasMore: true });
    expect([...first.releases, ...second.releases]).toEqual(all.releases.slice(0, 2));
    expect((await staff.get('/api/admin/releases?limit=0')).status).toBe(400);
  });

  it('when staff send a bad release, then each bad field is named and nothing is stored', async () => {
    const staff = await staffBrowser(api, 'staff');
    const total = async () =>
      adminReleasesResponseSchema.parse(await (await staff.get('/api/admin/releases')).json()).pagination.total;
    const before = await total();
    const response = await staff.post('/api/admin/releases', {
      ...releaseForm(),
      slug: 'My Space!',
      title: ' ',
      type: 'mixtape',
      releasedOn: 'someday',
      cover: { motif: 'window', background: 'pink', accent: '#ffd23f' },
      tracks: [],
      links: { spotify: 'javascript:alert(1)', appleMusic: 'http://music.example', youtube: null, download: '//evil' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual([
      'cover.background',
      'links.appleMusic',
      'links.download',
      'links.spotify',
      'releasedOn',
      'slug',
      'title',
      'tracks',
      'type',
    ]);

    const taken = await staff.post('/api/admin/releases', releaseForm({ slug: 'my-space' }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).code).toBe('SLUG_TAKEN');
    expect((await staff.call('PUT', '/api/admin/releases/999999', { body: releaseForm() })).status).toBe(404);
    expect(await total()).toBe(before);
  });

  it('when someone without the catalog permission or without the CSRF token writes, then nothing changes', async () => {
    const before = (await publicReleases()).length;
    const anonymous = await api.fetch('/api/admin/releases');
    expect(anonymous.status).toBe(401);
    const customer = browser(api);
    await registerCustomer(customer);
    const refused = await customer.post('/api/admin/releases', releaseForm());
    expect(refused.status).toBe(403);
    const staff = await staffBrowser(api, 'staff');
    const forged = await staff.call('POST', '/api/admin/releases', { body: releaseForm(), csrf: null });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as ErrorBody).code).toBe('CSRF');
    expect(await publicReleases()).toHaveLength(before);
  });
});
