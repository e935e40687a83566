import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { AppError } from '../../http/app-error';

export interface ImageUploadLimits {
  /** The multipart field that carries the files. */
  field: string;
  /** Largest accepted file; a bigger one is refused with 413 before it is read to the end. */
  maxBytes: number;
  maxFiles: number;
}

/**
 * Multipart parsing into memory, bounded by size and count. Multer's own errors reach the
 * error handler (413 or 400); busboy's complaints about a broken form become a 400 here.
 */
export function imageUpload({ field, maxBytes, maxFiles }: ImageUploadLimits): RequestHandler {
  // @types/multer sees webpack-dev-server's hoisted Express 4 types (as compress.ts explains); same middleware.
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxFiles, fields: 10, fieldSize: 2048, parts: maxFiles + 10 },
  }).array(field, maxFiles) as unknown as RequestHandler;
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(
        new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the images as multipart/form-data in the "${field}" field`),
      );
      return;
    }
    parse(req, res, (error: unknown) => {
      if (error === undefined || error instanceof MulterError) next(error);
      else next(new AppError(400, 'BAD_REQUEST', 'The upload is not a complete multipart form', { cause: error }));
    });
  };
}

/** The files `imageUpload` read; at least one, or a 400 that names the field. */
export function uploadedFiles(req: Request, field: string): Buffer[] {
  const files = Array.isArray(req.files) ? req.files : [];
  if (files.length === 0) {
    throw AppError.validation('Choose an image to upload', { [field]: 'Choose an image to upload' });
  }
  return files.map((file) => file.buffer);
}
