import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error';
import type { StoredFormat } from './media-names';

const formatOfMime: Record<string, StoredFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
const formatLabel: Record<StoredFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/** SVG is text that may carry scripts; file-type cannot see it, so it is named before the generic refusal. */
const looksLikeMarkup = (bytes: Buffer) =>
  /^\s*(<\?xml|<svg|<!doctype|<html)/i.test(bytes.subarray(0, 256).toString('latin1'));

const allowedList = (allowed: readonly StoredFormat[]) =>
  new Intl.ListFormat('en', { type: 'disjunction' }).format(allowed.map((format) => formatLabel[format]));

/** The image's real format from its first bytes; the client's file name and Content-Type are never trusted. */
export async function sniffImage(bytes: Buffer, allowed: readonly StoredFormat[]): Promise<StoredFormat> {
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? formatOfMime[detected.mime] : undefined;
  if (format && allowed.includes(format)) return format;
  const message = looksLikeMarkup(bytes)
    ? `SVG and other markup files are not accepted; upload a ${allowedList(allowed)} image`
    : `This file is not a ${allowedList(allowed)} image`;
  throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
}
