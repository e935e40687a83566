import sharp from 'sharp';
import { renderArt, type ArtRequest } from './render-art';

/** Each picture is drawn once per process; a link preview or a share asks for the same few again. */
const MAX_KEPT = 200;
const kept = new Map<string, Promise<Buffer>>();

/** The generated drawing as a PNG: link previews and the TikTok and Instagram apps take no SVG. */
export function renderArtPng(request: ArtRequest): Promise<Buffer> {
  const key = `${request.kind}/${request.name}/${request.silhouette ?? ''}`;
  const cached = kept.get(key);
  if (cached) return cached;
  const png = sharp(Buffer.from(renderArt(request)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, png);
  png.catch(() => kept.delete(key));
  return png;
}

const GENERATED_SVG = /^((?:https?:\/\/[^/]+)?\/api\/art\/[a-z]+\/[a-z0-9-]+)\.svg(?=\?|$)/;

/** The PNG rendition of a generated picture's address (…/name.svg?… → …/name.png?…); other images as they are. */
export function pngRendition(imageUrl: string): string {
  return imageUrl.replace(GENERATED_SVG, '$1.png');
}
