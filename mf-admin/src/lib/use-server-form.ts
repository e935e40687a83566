import { useState } from 'react';
import { ApiError } from '@ps/shared/api';

type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/** `lines.0.quantity` is inside `lines.0` and `lines`. */
const within = (key: string, outer: string) => key === outer || key.startsWith(`${outer}.`);

/**
 * A dialog's form that the server validates: the values being edited, and the save's answer
 * (`{ code, message, fields }`) mapped onto the inputs. `save` is the dialog's mutation (or the
 * error of whichever of its mutations failed).
 */
export function useServerForm<Values extends object>(initial: () => Values, save: { error: unknown }) {
  const [values, setValues] = useState(initial);
  const error = save.error instanceof ApiError ? save.error : null;
  const messages = error?.fields ?? {};
  // The fields this render shows under an input; the message that lands on none is said below them all.
  const placed = new Set<string>();
  const set = (key: TextKey<Values>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const fieldError = (key: string) => {
    placed.add(key);
    return messages[key];
  };
  return {
    values,
    /** Merges a change that is not a text input's (a checkbox, a picker's choice). */
    change: (next: Partial<Values>) => setValues((current) => ({ ...current, ...next })),
    /** The onChange of the text input, select or text area that edits `key`. */
    set,
    /** The server's word on one field, shown under its input (its key as the API names it, e.g. `cover.motif`). */
    fieldError,
    /** The messages on `key` and the fields inside it (`tracks.2.title`), for an input that shows them all. */
    fieldsWithin: (key: string) => {
      placed.add(key);
      return Object.fromEntries(Object.entries(messages).filter(([name]) => within(name, key)));
    },
    /** A text field's value, onChange and error in one spread; `apiKey` when the API names it otherwise. */
    bind: (key: TextKey<Values>, apiKey: string = String(key)) => ({
      value: values[key] as string,
      onChange: set(key),
      error: fieldError(apiKey),
    }),
    /** Every field message, for a page form that lays them out itself. */
    fields: messages,
    /**
     * The save's error (a network failure included), unless each field it names is shown under an
     * input. Read it after the inputs have asked for theirs: `FormDialog` reads it in a component
     * rendered after its fields.
     */
    unplacedError: (): unknown => {
      const names = Object.keys(messages);
      const shown = names.length > 0 && names.every((name) => [...placed].some((key) => within(name, key)));
      return shown ? null : save.error;
    },
  };
}
