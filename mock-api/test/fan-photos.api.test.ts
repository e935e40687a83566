import sharp from 'sharp';
import { expect, it } from 'vitest';
import {
  FAN_PHOTO_MESSAGES,
  fanPhotoMessage,
  type FanPhoto,
  type FanPhotoModerationPage,
  type ModeratedFanPhoto,
} from '@ps/shared/social';
import { ownClient } from './support/client-address';
import { staffBrowser } from './support/staff';
import { describeEachDatabase } from './support/suite';

/** A phone photo: GPS coordinates and a camera in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 46/1 0/1' },
    })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();

const FIELDS = {
  caption: 'Front row in Nashville',
  name: 'Robin',
  handle: '@robin',
  platform: 'tiktok',
  location: 'Nashville',
  hashtags: '["PanicSquad","FrontRow"]',
  allowRepost: 'true',
  allowCommercialUse: 'false',
};

function form(image: Buffer | null, fields: Record<string, string> = FIELDS, fileName = 'photo.jpg') {
  const body = new FormData();
  if (image) body.append('image', new Blob([new Uint8Array(image)]), fileName);
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

describeEachDatabase(
  'fan photo submissions and moderation',
  (api) => {
    const submit = (body: FormData, headers = ownClient().headers) =>
      api.fetch('/api/fan-photos/submit', { method: 'POST', body, headers });
    const showcase = async () => ((await (await api.fetch('/api/fan-photos')).json()) as { photos: FanPhoto[] }).photos;

    it('shows 12 or fewer approved, featured photos with the built-in samples labelled as samples', async () => {
      const photos = await showcase();
      expect(photos.length).toBeGreaterThanOrEqual(6);
      expect(photos.length).toBeLessThanOrEqual(12);
      expect(photos.every((photo) => photo.isApproved && photo.isFeatured)).toBe(true);
      expect(photos.filter((photo) => photo.isSample).length).toBeGreaterThan(0);
      for (const photo of photos) {
        expect((await api.fetch(photo.imageUrl)).status, photo.imageUrl).toBe(200);
      }
    });

    it('stores a JPEG with GPS as a pending photo whose stored and served copies carry no EXIF', async () => {
      const response = await submit(form(await jpegWithGps(), { ...FIELDS, email: 'robin@example.com' }));
      expect(response.status).toBe(201);
      const { id, status } = (await response.json()) as { id: string; status: string };
      expect(status).toBe('pending');
      expect((await showcase()).some((photo) => photo.id === id)).toBe(false);
      const row = await api.db
        .selectFrom('fanPhotos')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      expect(row.hashtags).toEqual(['PanicSquad', 'FrontRow']);
      expect(row.allowRepost).toBe(true);
      for (const file of [`${row.imageId}-full.jpg`, `${row.imageId}-full.webp`, `${row.imageId}-thumb.webp`]) {
        const served = await api.fetch(`/api/media/${file}`);
        expect(served.status).toBe(200);
        const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(metadata.exif).toBeUndefined();
      }
    });

    it('keeps a fan photo at most 2048 px on its longest side (product images stop at 1600)', async () => {
      const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#246' } })
        .jpeg()
        .toBuffer();
      const response = await submit(form(wide));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = await api.db
        .selectFrom('fanPhotos')
        .select('imageId')
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      const sizeOf = async (file: string) =>
        sharp(Buffer.from(await (await api.fetch(`/api/media/${row.imageId}-${file}`)).arrayBuffer())).metadata();
      expect([(await sizeOf('full.jpg')).width, (await sizeOf('full.jpg')).height]).toEqual([2048, 1024]);
      expect((await sizeOf('full.webp')).width).toBe(2048);
      expect((await sizeOf('thumb.webp')).width).toBe(480);
    });

    it('accepts a PNG', async () => {
      expect((await submit(form(await png(), FIELDS, 'art.png'))).status).toBe(201);
    });

    it.each([
      ['a text file named .jpg', Buffer.from('just some words, not a picture')],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ])('refuses %s with the Invalid File Type message', async (_name, bytes) => {
      const response = await submit(form(bytes));
      expect(response.status).toBe(415);
      expect((await response.json()).message).toBe(fanPhotoMessage(FAN_PHOTO_MESSAGES.invalidType));
    });

    it('refuses 11 MB with the File Too Large message and stores nothing', async () => {
      const before = await api.db
        .selectFrom('fanPhotos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await submit(form(Buffer.alloc(11 * 1024 * 1024, 1)));
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe(fanPhotoMessage(FAN_PHOTO_MESSAGES.tooLarge));
      const after = await api.db
        .selectFrom('fanPhotos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it.each([
      ['no image', null, FIELDS, 'image'],
      ['no caption', 'jpeg', { ...FIELDS, caption: '' }, 'caption'],
      ['no name', 'jpeg', { ...FIELDS, name: ' ' }, 'name'],
      ['a 501-character caption', 'jpeg', { ...FIELDS, caption: 'x'.repeat(501) }, 'caption'],
      ['hashtags that are not JSON', 'jpeg', { ...FIELDS, hashtags: '[PanicSquad' }, 'hashtags'],
      ['an unknown platform', 'jpeg', { ...FIELDS, platform: 'myspace' }, 'platform'],
    ])('answers 400 naming the field for %s', async (_name, image, fields, field) => {
      const response = await submit(form(image ? await jpegWithGps() : null, fields));
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).fields ?? {})).toContain(field);
    });

    it('allows five submissions an hour from one address, then 429 with Retry-After', async () => {
      const { headers } = ownClient();
      const image = await png();
      for (let attempt = 0; attempt < 5; attempt++) expect((await submit(form(image), headers)).status).toBe(201);
      const refused = await submit(form(image), headers);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    });

    it('when a fan’s files are refused (type, size, fields), then they do not use up the hour’s five submissions', async () => {
      const { headers } = ownClient();
      const refusals = [
        form(Buffer.from('just some words, not a picture')),
        form(Buffer.alloc(11 * 1024 * 1024, 1)),
        form(await png(), { ...FIELDS, caption: '' }),
        form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), FIELDS, 'art.svg'),
        form(null),
        form(Buffer.from('still not a picture')),
      ];
      for (const body of refusals) expect((await submit(body, headers)).status).toBeLessThan(429);
      const image = await png();
      for (let attempt = 0; attempt < 5; attempt++) expect((await submit(form(image), headers)).status).toBe(201);
      expect((await submit(form(image), headers)).status).toBe(429);
    });

    it('when staff reject a photo, then its files are no longer served and it cannot be approved again', async () => {
      const created = await submit(form(await png()));
      const { id } = (await created.json()) as { id: string };
      const staff = await staffBrowser(api, 'staff');
      const listed = async (status: string) =>
        ((await (await staff.get(`/api/admin/fan-photos?status=${status}&limit=100`)).json()) as FanPhotoModerationPage)
          .photos;
      const pending = (await listed('pending')).find((photo) => photo.id === id)!;
      const files = [pending.imageUrl, pending.thumbnailUrl];
      for (const file of files) expect((await api.fetch(file)).status, file).toBe(200);

      expect((await staff.post(`/api/admin/fan-photos/${id}/reject`, { reason: 'Not ours to show' })).status).toBe(200);
      for (const file of files) expect((await api.fetch(file)).status, file).toBe(404);
      expect((await listed('rejected')).find((photo) => photo.id === id)).toMatchObject({
        imageUrl: '',
        thumbnailUrl: '',
        rejectionReason: 'Not ours to show',
      });
      expect((await staff.post(`/api/admin/fan-photos/${id}/approve`)).status).toBe(409);
    });

    it('when staff reject photos in bulk, then the files of each are no longer served', async () => {
      const staff = await staffBrowser(api, 'staff');
      const files: string[] = [];
      const ids: string[] = [];
      for (let index = 0; index < 2; index++) {
        const { id } = (await (await submit(form(await png()))).json()) as { id: string };
        ids.push(id);
      }
      const pending = (
        (await (await staff.get('/api/admin/fan-photos?status=pending&limit=100')).json()) as FanPhotoModerationPage
      ).photos;
      for (const photo of pending.filter((each) => ids.includes(each.id)))
        files.push(photo.imageUrl, photo.thumbnailUrl);
      expect(files).toHaveLength(4);
      const bulk = await staff.post('/api/admin/fan-photos/bulk', {
        ids: ids.map(Number),
        action: 'reject',
        reason: 'Spam',
      });
      expect(bulk.status).toBe(200);
      for (const file of files) expect((await api.fetch(file)).status, file).toBe(404);
    });

    it('lets only staff moderate; approving shows the photo, mails the submitter, and is audited', async () => {
      // Staff on the team when a photo arrives are told of it.
      const staff = await staffBrowser(api, 'staff');
      const created = await submit(form(await png(), { ...FIELDS, email: 'approved-fan@example.com' }));
      const { id } = (await created.json()) as { id: string };
      expect((await api.fetch('/api/admin/fan-photos?status=pending')).status).toBe(401);

      const pending = (await (await staff.get('/api/admin/fan-photos?status=pending')).json()) as {
        photos: ModeratedFanPhoto[];
      };
      expect(pending.photos.find((photo) => photo.id === id)).toMatchObject({ status: 'pending', hasEmail: true });
      const inbox = (await (await staff.get('/api/admin/notifications?limit=50')).json()) as {
        notifications: { kind: string; title: string; link: string | null }[];
      };
      expect(inbox.notifications.filter((each) => each.kind === 'fan_photo').length).toBeGreaterThan(0);
      const dashboard = (await (await staff.get('/api/admin/dashboard')).json()) as { pendingFanPhotos: number };
      expect(dashboard.pendingFanPhotos).toBeGreaterThan(0);
      expect((await staff.post(`/api/admin/fan-photos/${id}/feature`, { featured: true })).status).toBe(409);
      expect((await staff.post(`/api/admin/fan-photos/${id}/approve`)).status).toBe(200);
      expect((await staff.post(`/api/admin/fan-photos/${id}/feature`, { featured: true })).status).toBe(200);
      expect((await showcase())[0]!.id).toBe(id);

      const mail = await api.db
        .selectFrom('mailOutbox')
        .select('message')
        .where('kind', '=', 'fan_photo_approved')
        .execute();
      expect(mail.some((row) => row.message.to === 'approved-fan@example.com')).toBe(true);
      const audit = await api.db
        .selectFrom('auditLog')
        .select(['action', 'target'])
        .where('action', 'like', '%fan-photos%')
        .execute();
      expect(audit.some((row) => row.action.endsWith('/approve') && row.target?.includes(id))).toBe(true);

      expect((await staff.post(`/api/admin/fan-photos/${id}/takedown`)).status).toBe(200);
      expect((await showcase()).some((photo) => photo.id === id)).toBe(false);
    });

    it('pages each status on the server, counting the whole status and the pending queue', async () => {
      for (let index = 0; index < 3; index++) expect((await submit(form(await png()))).status).toBe(201);
      const staff = await staffBrowser(api, 'staff');
      const pending = await api.db
        .selectFrom('fanPhotos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const page = async (query: string) =>
        (await (await staff.get(`/api/admin/fan-photos?${query}`)).json()) as FanPhotoModerationPage;
      const first = await page('status=pending&limit=2');
      expect(first.photos).toHaveLength(2);
      expect(first.pagination).toEqual({ total: Number(pending.n), hasMore: true });
      expect(first.pendingCount).toBe(Number(pending.n));
      const last = await page(`status=pending&limit=2&offset=${Number(pending.n) - 1}`);
      expect(last.photos).toHaveLength(1);
      expect(last.pagination.hasMore).toBe(false);
      expect(first.photos.map((photo) => photo.id)).not.toContain(last.photos[0]!.id);
      expect((await page('status=approved&limit=100')).photos.every((photo) => photo.status === 'approved')).toBe(true);
      expect((await staff.get('/api/admin/fan-photos?limit=101')).status).toBe(400);
    });

    it('rejects with a reason, refuses a reject without one, and bulk moves all or none', async () => {
      const ids: number[] = [];
      for (let index = 0; index < 2; index++) {
        ids.push(Number(((await (await submit(form(await png()))).json()) as { id: string }).id));
      }
      const staff = await staffBrowser(api, 'admin');
      expect((await staff.post(`/api/admin/fan-photos/${ids[0]}/reject`, {})).status).toBe(400);
      const rejected = await staff.post(`/api/admin/fan-photos/${ids[0]}/reject`, { reason: 'Blurry' });
      expect(await rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry' });

      expect(
        (await staff.post('/api/admin/fan-photos/bulk', { ids, action: 'reject', reason: 'Off topic' })).status,
      ).toBe(409);
      const untouched = await api.db
        .selectFrom('fanPhotos')
        .select('status')
        .where('id', '=', ids[1]!)
        .executeTakeFirstOrThrow();
      expect(untouched.status).toBe('pending');
      // The rejected one's files are gone, so approving both moves neither.
      expect((await staff.post('/api/admin/fan-photos/bulk', { ids, action: 'approve' })).status).toBe(409);
      const bulk = await staff.post('/api/admin/fan-photos/bulk', { ids: [ids[1]], action: 'approve' });
      expect(bulk.status).toBe(200);
      expect(((await bulk.json()) as { photos: ModeratedFanPhoto[] }).photos.map((photo) => photo.status)).toEqual([
        'approved',
      ]);
    });
  },
  { env: ownClient().env },
);
