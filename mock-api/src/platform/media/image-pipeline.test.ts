import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/error-handler';
import { requestLogging } from '../../http/request-logging';
import { createLogger } from '../../logger';
import { createImageLibrary, createMediaStorage, imageUpload, imageUrl, mediaRouter, uploadedFiles } from '.';

const TEN_MB = 10 * 1024 * 1024;

/** A photo as phones take them: turned by EXIF orientation 6 and carrying where it was taken. */
const photoWithGps = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 46/1 0/1' },
    })
    .toBuffer();

/** The GPS IFD pointer tag 0x8825 as it sits in a little-endian EXIF block. */
const hasGpsBlock = (exif: Buffer | undefined) => exif?.toString('hex').includes('2588') ?? false;

describe('image upload, cleaning and serving', () => {
  let dataDir: string;
  let baseUrl: string;
  let close: () => void;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ps-media-'));
    const storage = createMediaStorage({ dataDir, s3Media: undefined });
    const library = createImageLibrary(storage);
    const app = express();
    app.use(requestLogging(createLogger({ logLevel: 'silent' })));
    app.post('/upload', imageUpload({ field: 'images', maxBytes: TEN_MB, maxFiles: 2 }), async (req, res) => {
      const images = await Promise.all(uploadedFiles(req, 'images').map((bytes) => library.save(bytes)));
      res.status(201).json(images.map((image) => imageUrl(image)));
    });
    app.use('/api/media', mediaRouter(storage));
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (...files: { bytes: Buffer; name: string; type?: string }[]) => {
    const form = new FormData();
    for (const file of files)
      form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
    return fetch(`${baseUrl}/upload`, { method: 'POST', body: form });
  };

  it('stores and serves only upright copies without EXIF or GPS, as JPEG and WebP, full and thumbnail', async () => {
    const original = await photoWithGps();
    expect(hasGpsBlock((await sharp(original).metadata()).exif)).toBe(true);

    const response = await upload({ bytes: original, name: 'gig.jpg' });
    expect(response.status).toBe(201);
    const [fullUrl] = (await response.json()) as string[];
    expect(fullUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}-full\.jpg$/);

    for (const url of [fullUrl!, fullUrl!.replace('.jpg', '.webp'), fullUrl!.replace('-full.jpg', '-thumb.jpg')]) {
      const served = await fetch(`${baseUrl}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
    }
    const stored = await readdir(path.join(dataDir, 'media'));
    expect(stored).toHaveLength(4);
    const onDisk = await Promise.all(stored.map((file) => sharp(path.join(dataDir, 'media', file)).metadata()));
    expect(onDisk.every((metadata) => metadata.exif === undefined)).toBe(true);
  });

  it('shrinks a large picture to 1600 px and a 480 px thumbnail', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const [fullUrl] = (await (await upload({ bytes: big, name: 'big.png', type: 'image/png' })).json()) as string[];
    const sizeOf = async (url: string) =>
      sharp(Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer())).metadata();
    expect((await sizeOf(fullUrl!)).width).toBe(1600);
    expect((await sizeOf(fullUrl!.replace('-full.png', '-thumb.webp'))).width).toBe(480);
  });

  it('refuses a text file named .jpg with 415, whatever its Content-Type says', async () => {
    const response = await upload({ bytes: Buffer.from('just some words, not a picture'), name: 'photo.jpg' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not a JPEG, PNG, or WebP image',
    });
  });

  it('refuses SVG and says so', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^SVG and other markup files are not accepted/,
    );
  });

  it('refuses a damaged JPEG with 422', async () => {
    const damaged = Buffer.concat([(await photoWithGps()).subarray(0, 300), Buffer.alloc(200, 7)]);
    const response = await upload({ bytes: damaged, name: 'broken.jpg' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });
  });

  it('refuses 11 MB with 413 and the JSON error body', async () => {
    const response = await upload({ bytes: Buffer.alloc(11 * 1024 * 1024, 1), name: 'huge.jpg' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than this upload allows',
    });
  });

  it('refuses more files than allowed, a form without files and a body that is not a form', async () => {
    const tiny = { bytes: await photoWithGps(), name: 'a.jpg' };
    expect((await upload(tiny, tiny, tiny)).status).toBe(413);
    expect((await fetch(`${baseUrl}/upload`, { method: 'POST', body: new FormData() })).status).toBe(400);
    const json = await fetch(`${baseUrl}/upload`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });

  it('answers 404 for an unknown image and 400 for a name it never makes', async () => {
    expect((await fetch(`${baseUrl}/api/media/${'0'.repeat(32)}-full.jpg`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/media/..%2Fpgdata-full.jpg`)).status).toBe(400);
  });
});
