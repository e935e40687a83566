import type { ApiErrorBody, ApiErrorCode } from '@ps/shared/schemas';

interface AppErrorOptions {
  fields?: Record<string, string>;
  cause?: unknown;
  /** More of the body, for a refusal the client answers with data (TOTAL_CHANGED carries the new price). */
  details?: Record<string, unknown>;
}

/** An error the client should see as it is: status, code and message reach the body. */
export class AppError extends Error {
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
    this.details = options.details;
  }

  static validation(message: string, fields: Record<string, string>): AppError {
    return new AppError(400, 'VALIDATION_ERROR', message, { fields });
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static unavailable(message: string, cause?: unknown): AppError {
    return new AppError(503, 'SERVICE_UNAVAILABLE', message, { cause });
  }

  toBody(): ApiErrorBody {
    const body = { ...this.details, code: this.code, message: this.message };
    return this.fields ? { ...body, fields: this.fields } : body;
  }
}
