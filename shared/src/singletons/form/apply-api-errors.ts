import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@ps/shared/api';

/** Puts the API's per-field messages onto the form's inputs; answers whether any field was matched. */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  prefix = '',
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if (prefix && !path.startsWith(prefix)) continue;
    setError(path.slice(prefix.length) as Path<T>, { type: 'server', message });
    matched = true;
  }
  return matched;
}
