import type { ApiErrorCode } from '@ps/shared/schemas';

const CODE_BY_STATUS: Readonly<Partial<Record<number, ApiErrorCode>>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  410: 'GONE',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
};

/** The code of a client error that carries no code of its own: it names the status, never another one. */
export const codeOfStatus = (status: number): ApiErrorCode => CODE_BY_STATUS[status] ?? 'CLIENT_ERROR';
