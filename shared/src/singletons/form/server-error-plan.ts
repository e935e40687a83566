import { ApiError, userErrorMessage } from '@ps/shared/api';

export interface ServerErrorPlan {
  /** Messages that belong beside one of the form's own fields. */
  fields: { name: string; message: string }[];
  /** What the form-level alert says, or null when the field messages say it all. */
  alert: string | null;
}

/** "Try again in 14 minutes.": whole minutes, hours from two hours up, seconds under a minute. */
export function retryAfterText(seconds: number | undefined): string {
  if (!seconds) return 'Try again in a few minutes.';
  if (seconds < 60) return `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}

/**
 * Where each part of a failed submit is shown: the server's per-field messages go to the
 * form's fields; a message with no field of its own (wrong password, throttling, an outage,
 * a field this form does not have) goes to the alert.
 */
export function planServerError(
  error: unknown,
  formFields: readonly string[],
  fallback: string,
  /** The API names some fields by their place in a larger body (`customer.email`). */
  fieldPrefix = '',
): ServerErrorPlan {
  if (!(error instanceof ApiError)) return { fields: [], alert: userErrorMessage(error, fallback) };
  if (error.status === 429) {
    return {
      fields: [],
      alert: `${error.userMessage('Too many attempts.')} ${retryAfterText(error.retryAfterSeconds)}`,
    };
  }
  const entries = Object.entries(error.fields ?? {}).map(([path, message]) => ({
    name: fieldPrefix && path.startsWith(fieldPrefix) ? path.slice(fieldPrefix.length) : path,
    message,
  }));
  const fields = entries.filter(({ name }) => formFields.includes(name));
  const everyFieldShown = entries.length > 0 && fields.length === entries.length;
  return { fields, alert: everyFieldShown ? null : userErrorMessage(error, fallback) };
}
