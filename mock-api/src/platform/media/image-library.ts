import { deriveImages } from './process-image';
import {
  imageSizes,
  MEDIA_URL_PREFIX,
  mediaFileName,
  newMediaId,
  storedFormats,
  type ImageSize,
  type ImageSizes,
  type StoredFormat,
} from './media-names';
import type { MediaStorage } from './media-storage';
import { sniffImage } from './sniff-image';

/** One upload as stored: its random id and the format it came in (its WebP copies always exist too). */
export interface StoredImage {
  id: string;
  format: StoredFormat;
}

export const imageUrl = (image: StoredImage, size: ImageSize = 'full', format: StoredFormat = image.format): string =>
  `${MEDIA_URL_PREFIX}${mediaFileName(image.id, size, format)}`;

const URL_PATTERN = /^\/api\/media\/([0-9a-f]{32})-full\.(jpg|png|webp)$/;
const formatOfExtension: Record<string, StoredFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/** The image behind a URL `imageUrl` made; undefined for anything else (generated art, old seed URLs). */
export function storedImageOf(url: string): StoredImage | undefined {
  const match = URL_PATTERN.exec(url);
  return match ? { id: match[1]!, format: formatOfExtension[match[2]!]! } : undefined;
}

export interface ImageLibrary {
  /** Checks, cleans and stores one upload; refuses what is not an allowed image with a 4xx. */
  save(bytes: Buffer, allowed?: readonly StoredFormat[]): Promise<StoredImage>;
  remove(image: StoredImage): Promise<void>;
}

/** `fullPx`: the full copy's longest side; product images keep the default 1600, fan photos ask for 2048. */
export function createImageLibrary(
  storage: MediaStorage,
  { fullPx = imageSizes.full }: { fullPx?: number } = {},
): ImageLibrary {
  const sizes: ImageSizes = { ...imageSizes, full: fullPx };
  const filesOf = (image: StoredImage) =>
    Object.keys(imageSizes).flatMap((size) =>
      [image.format, 'webp' as const].map((format) => mediaFileName(image.id, size as ImageSize, format)),
    );
  return {
    async save(bytes, allowed = storedFormats) {
      const format = await sniffImage(bytes, allowed);
      const derived = await deriveImages(bytes, format, sizes);
      const image = { id: newMediaId(), format };
      await Promise.all(
        derived.map(({ size, format: target, bytes: output }) =>
          storage.put(mediaFileName(image.id, size, target), { bytes: output, contentType: `image/${target}` }),
        ),
      );
      return image;
    },
    async remove(image) {
      await Promise.all([...new Set(filesOf(image))].map((file) => storage.remove(file)));
    },
  };
}
