import { AppError } from './app-error';

/** SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation): the data was refused. */
const REFUSED_DATA = /^2[23][0-9A-Z]{3}$/;

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSED_DATA.test(code) ? code : undefined;
}

/**
 * A database refusing a value the request carried is the request's fault, never a 500: class 22
 * (bad text, a number out of range) and a missing value are 400; a clash with other rows (unique,
 * foreign key, check, exclusion) is 409, as another request got there first. Null for any other error.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  const sqlState = sqlStateOf(error) ?? sqlStateOf((error as { cause?: unknown } | null)?.cause);
  if (sqlState === undefined) return null;
  if (sqlState.startsWith('22') || sqlState === '23502') {
    return new AppError(400, 'BAD_REQUEST', 'The request holds a value that cannot be stored', { cause: error });
  }
  return new AppError(409, 'CONFLICT', 'That clashes with data saved meanwhile; reload and try again', {
    cause: error,
  });
}
