import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { MulterError } from 'multer';
import { ZodError } from 'zod';
import { DatabaseBusyError } from '../db/pglite-pool';
import { AppError } from './app-error';
import { fromDatabaseError } from './database-errors';
import { codeOfStatus } from './status-code';
import { fieldsFromIssues } from './validate';

/**
 * Errors from body-parser, send and friends (http-errors) that describe a client mistake. send()
 * marks a missing file's 404 as not for exposure (its message names the path), yet the status stands.
 */
interface ClientHttpError {
  status: number;
  statusCode?: number;
  type?: string;
  message: string;
  expose?: boolean;
}

function isClientHttpError(error: unknown): error is ClientHttpError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode, expose } = error as Partial<ClientHttpError>;
  const isHttpError = expose === true || statusCode === status;
  return isHttpError && typeof status === 'number' && status >= 400 && status < 500;
}

function fromClientHttpError(error: ClientHttpError): AppError {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', error.message);
    default:
      return new AppError(
        error.status,
        codeOfStatus(error.status),
        error.expose === true && error.type ? error.message : (STATUS_CODES[error.status] ?? 'The request was refused'),
      );
  }
}

/** Limits of a multipart upload: a file or the number of parts too large is 413, a wrong field 400. */
function fromMulterError(error: MulterError): AppError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than this upload allows', { cause: error });
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Too many files in one upload', { cause: error });
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError(400, 'BAD_REQUEST', `Unexpected file field "${error.field ?? ''}"`, { cause: error });
    default:
      return new AppError(400, 'BAD_REQUEST', `The upload was refused: ${error.message}`, { cause: error });
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return AppError.validation('Invalid request', fieldsFromIssues(error.issues));
  }
  if (error instanceof MulterError) return fromMulterError(error);
  // The router could not percent-decode a path parameter ("%", "%FF"): the client sent a broken URL.
  if (error instanceof URIError) return new AppError(400, 'BAD_REQUEST', 'The URL is not valid percent-encoding');
  if (error instanceof DatabaseBusyError) {
    return AppError.unavailable('The shop is busy right now; please try again in a moment', error);
  }
  if (isClientHttpError(error)) return fromClientHttpError(error);
  const refusedByDatabase = fromDatabaseError(error);
  if (refusedByDatabase) return refusedByDatabase;
  return new AppError(500, 'INTERNAL', 'Something went wrong on our side');
}

/** Closes the app: every failure leaves as one JSON error body. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = toAppError(error);
  if (error instanceof DatabaseBusyError) res.set('Retry-After', String(error.retryAfterSeconds));
  if (appError.status >= 500) {
    req.log.error({ err: error }, appError.message);
    // The failed change rolled back: a session cookie it staged (a new session, a sign-out) names nothing real.
    res.removeHeader('Set-Cookie');
  } else {
    req.log.warn({ code: appError.code, fields: appError.fields }, appError.message);
  }
  res.set('Cache-Control', 'no-store');
  // A download that failed before its first byte had already named its file and type.
  res.removeHeader('Content-Disposition');
  res.type('application/json');
  res.status(appError.status).json(appError.toBody());
};
