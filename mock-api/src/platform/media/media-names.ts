import { randomBytes } from 'node:crypto';

/** The formats the pipeline writes; an upload's own format is one of them, WebP is always one. */
export const storedFormats = ['jpeg', 'png', 'webp'] as const;
export type StoredFormat = (typeof storedFormats)[number];

/** Longest side in pixels: product images by default; a library may store larger full copies (fan photos). */
export const imageSizes = { full: 1600, thumb: 480 } as const;
export type ImageSize = keyof typeof imageSizes;
export type ImageSizes = Record<ImageSize, number>;

const extensionOf: Record<StoredFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const contentTypeOf: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** `<32 hex>-<size>.<ext>`: what GET /api/media/{file} accepts, nothing else. */
export const MEDIA_FILE_PATTERN = /^[0-9a-f]{32}-(full|thumb)\.(jpg|png|webp)$/;

export const MEDIA_URL_PREFIX = '/api/media/';

/** 128 random bits: names that cannot be guessed or collide, and say nothing about the upload. */
export const newMediaId = (): string => randomBytes(16).toString('hex');

export const mediaFileName = (id: string, size: ImageSize, format: StoredFormat): string =>
  `${id}-${size}.${extensionOf[format]}`;

export const contentTypeOfFile = (file: string): string =>
  contentTypeOf[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
