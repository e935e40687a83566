import { useState } from 'react';
import { ApiError } from '@ps/shared/api';

type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * A dialog's form that the server validates: the values being edited, and the save's answer
 * (`{ code, message, fields }`) mapped onto the inputs. `save` is the dialog's mutation.
 */
export function useServerForm<Values extends object>(initial: () => Values, save: { error: unknown }) {
  const [values, setValues] = useState(initial);
  const error = save.error instanceof ApiError ? save.error : null;
  const set = (key: TextKey<Values>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const fieldError = (key: string) => error?.fields?.[key];
  return {
    values,
    /** Merges a change that is not a text input's (a checkbox, a picker's choice). */
    change: (next: Partial<Values>) => setValues((current) => ({ ...current, ...next })),
    /** The onChange of the text input, select or text area that edits `key`. */
    set,
    /** The server's word on one field (its key as the API names it, e.g. `cover.motif`). */
    fieldError,
    /** A text field's value, onChange and error in one spread; `apiKey` when the API names it otherwise. */
    bind: (key: TextKey<Values>, apiKey: string = String(key)) => ({
      value: values[key] as string,
      onChange: set(key),
      error: fieldError(apiKey),
    }),
    fields: error?.fields ?? {},
    error,
  };
}
