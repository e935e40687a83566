import { randomUUID } from 'node:crypto';
import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { parseBuffer } from 'music-metadata';
import { expect, it } from 'vitest';
import { epLinkUrl } from '../src/modules/free-ep/ep-link';
import { CONFIRM_SUBJECT, linkTo, mailsTo, onServer, WELCOME_SUBJECT } from './support/newsletter-mail';
import { describeEachDatabase } from './support/suite';

const PUBLIC_URL = 'https://panicsquad.example';
const EP_LINK_SECRET = 'test-ep-link-secret-of-at-least-32-chars';

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describeEachDatabase(
  'GET /api/free-ep/download',
  (api) => {
    const post = (path: string, body: unknown) =>
      api.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    /** Signs up and confirms through the mails, as a fan would; the welcome's EP link on the test server. */
    async function confirmedFan() {
      const email = `fan-${randomUUID()}@example.com`;
      await post('/api/newsletter/signup', { email });
      const [confirmMail = ''] = await mailsTo(api, email, CONFIRM_SUBJECT);
      const token = new URL(linkTo(confirmMail, '/newsletter/confirm')).searchParams.get('token');
      expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
      const [welcome = ''] = await mailsTo(api, email, WELCOME_SUBJECT);
      const link = onServer(linkTo(welcome, '/api/free-ep/download'), api.baseUrl);
      const subscriber = Number(new URL(link).searchParams.get('subscriber'));
      return { link, subscriber };
    }
    const downloadsOf = async (subscriberId: number) =>
      (await api.db.selectFrom('epDownloads').select('id').where('subscriberId', '=', subscriberId).execute()).length;

    it('serves a ZIP of three MP3 tracks, the cover and the credits, and counts the download', async () => {
      const { link, subscriber } = await confirmedFan();
      const response = await api.fetch(link.slice(api.baseUrl.length));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="Panic Squad - Panic Room Sessions\.zip"/,
      );
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      const files = unzipSync(await bytesOf(response));
      const names = Object.keys(files).sort();
      expect(names).toEqual([
        'Panic Squad - Panic Room Sessions/01 Locked In.mp3',
        'Panic Squad - Panic Room Sessions/02 Fire Drill.mp3',
        'Panic Squad - Panic Room Sessions/03 Exit Signs.mp3',
        'Panic Squad - Panic Room Sessions/cover.png',
        'Panic Squad - Panic Room Sessions/credits.txt',
      ]);
      const track = files[names[0]!]!;
      const { format } = await parseBuffer(track, { mimeType: 'audio/mpeg' }, { duration: true });
      expect(format.container).toBe('MPEG');
      expect(format.duration).toBeGreaterThan(29.9);
      const cover = files[names[3]!]!;
      expect(Buffer.from(cover.subarray(1, 4)).toString('latin1')).toBe('PNG');
      expect(new TextDecoder().decode(files[names[4]!])).toContain('Panic Room Sessions');
      expect(await downloadsOf(subscriber)).toBe(1);
    });

    it('serves the ZIP when DATA_DIR is a folder named .data, as npm start keeps it', async () => {
      expect(path.basename(api.dataDir ?? '')).toBe('.data');
      const { link } = await confirmedFan();
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
    });

    it('answers 404 NOT_FOUND, naming no path, when the ZIP has gone from the disk', async () => {
      const { link } = await confirmedFan();
      expect((await fetch(link)).status).toBe(200);
      const folder = path.join(api.dataDir ?? '', 'free-ep');
      const [zip = ''] = (await readdir(folder)).filter((name) => name.endsWith('.zip'));
      const aside = path.join(folder, `${zip}.aside`);
      await rename(path.join(folder, zip), aside);
      try {
        const response = await fetch(link);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-disposition')).toBeNull();
        expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
      } finally {
        await rename(aside, path.join(folder, zip));
      }
    });

    it('answers a Range request with 206 and those bytes, without counting another download', async () => {
      const { link, subscriber } = await confirmedFan();
      const whole = await bytesOf(await fetch(link));
      const response = await fetch(link, { headers: { Range: 'bytes=100-199' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
      expect((await bytesOf(response)).equals(whole.subarray(100, 200))).toBe(true);
      expect(await downloadsOf(subscriber)).toBe(1);
    });

    it('refuses an expired link with a 410 page', async () => {
      const { subscriber } = await confirmedFan();
      const expired = epLinkUrl(api.baseUrl, EP_LINK_SECRET, {
        subscriber,
        expires: Math.floor(Date.now() / 1000) - 60,
      });
      const response = await fetch(expired);
      expect(response.status).toBe(410);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('This download link has expired');
      expect(await downloadsOf(subscriber)).toBe(0);
    });

    it.each([
      ['another subscriber', (url: URL) => url.searchParams.set('subscriber', '999999')],
      ['a later expiry', (url: URL) => url.searchParams.set('expires', '9999999999')],
      ['a changed signature', (url: URL) => url.searchParams.set('signature', 'A'.repeat(43))],
      ['no signature', (url: URL) => url.searchParams.delete('signature')],
    ])('refuses a link with %s with a 403 page', async (_case, tamper) => {
      const { link, subscriber } = await confirmedFan();
      const url = new URL(link);
      tamper(url);
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('This download link is not valid');
      expect(await downloadsOf(subscriber)).toBe(0);
    });
  },
  { env: { PUBLIC_URL, EP_LINK_SECRET, NEWSLETTER_SIGNUPS_PER_MINUTE: '10000' } },
);
