import sharp from 'sharp';
import { expect } from 'vitest';
import type { AdminProductInput, StaffSessionResponse } from '@ps/shared/console-schemas';
import { CSRF_HEADER } from '@ps/shared/schemas';
import type { Browser } from './browser';

let sequence = 0;

/** A valid form body: two variants with unique SKUs in a category the test made. */
export function productForm(categoryId: number, overrides: Partial<AdminProductInput> = {}): AdminProductInput {
  sequence += 1;
  const tag = `${process.pid}-${sequence}`;
  return {
    name: `Tour Tee ${tag}`,
    description: '<p>Soft <strong>cotton</strong></p>',
    tags: ['tour', 'tee'],
    basePrice: 30,
    salePrice: null,
    categoryId,
    variants: [
      { name: 'Small', sku: `TT-${tag}-S`, size: 'S', color: 'Black', priceAdjustment: 0, stock: 5 },
      { name: 'Large', sku: `TT-${tag}-L`, size: 'L', color: 'Black', priceAdjustment: 2, stock: 7 },
    ],
    ...overrides,
  };
}

/** The CSRF token of a signed-in staff browser, for requests its JSON helper cannot send (multipart, CSV). */
async function csrfOf(page: Browser): Promise<string> {
  return (await page.session<StaffSessionResponse>('/api/admin/auth/session')).csrfToken;
}

export async function sendRaw(
  page: Browser,
  baseUrl: string,
  path: string,
  init: { method: string; body: BodyInit; type?: string },
) {
  const headers: Record<string, string> = { cookie: page.cookieHeader(path), [CSRF_HEADER]: await csrfOf(page) };
  if (init.type) headers['Content-Type'] = init.type;
  return fetch(`${baseUrl}${path}`, { method: init.method, headers, body: init.body });
}

export function imageForm(...files: { bytes: Buffer; name: string; type?: string }[]): FormData {
  const form = new FormData();
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  return form;
}

/** A phone photo: EXIF orientation 6 and a GPS position. */
export async function photoWithGps(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 9/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 46/1 0/1' },
    })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return bytes;
}
