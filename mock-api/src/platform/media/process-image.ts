import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../http/app-error';
import { imageSizes, type ImageSize, type ImageSizes, type StoredFormat } from './media-names';

/** About 50 megapixels: a larger picture is a decompression bomb, not a product photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface DerivedImage {
  size: ImageSize;
  format: StoredFormat;
  bytes: Buffer;
}

function encode(image: Sharp, format: StoredFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 9 });
  return image.webp({ quality: 82 });
}

/**
 * Decodes and re-encodes: turned upright by its EXIF orientation, then written without any
 * metadata (sharp keeps none unless asked, so EXIF, GPS, XMP and ICC are gone), at most
 * `sizes.full` px (1600 unless the library says otherwise) and a 480 px thumbnail, each as
 * WebP and in the upload's own format.
 */
export async function deriveImages(
  bytes: Buffer,
  format: StoredFormat,
  sizes: ImageSizes = imageSizes,
): Promise<DerivedImage[]> {
  const formats: StoredFormat[] = format === 'webp' ? ['webp'] : [format, 'webp'];
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    return await Promise.all(
      Object.entries(sizes).flatMap(([size, pixels]) =>
        formats.map(async (target) => {
          const resized = upright
            .clone()
            .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true });
          return { size: size as ImageSize, format: target, bytes: await encode(resized, target).toBuffer() };
        }),
      ),
    );
  } catch (error) {
    throw new AppError(422, 'UNREADABLE_IMAGE', 'The image could not be read; it may be damaged or too large', {
      cause: error,
    });
  }
}
