import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { storageKey } from '@ps/shared/rules';

const SAVE_DELAY_MS = 300;

const draftKey = (name: string) => storageKey(`checkout_draft_${name}`);

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's draft in local storage, one key per form (spec 3 §4), so a reload
 * or a declined card loses nothing. Secret fields are never written.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: string,
  secret: readonly string[] = [],
) {
  const key = draftKey(name);
  const { reset, watch, getValues } = form;
  // The save effect depends on the secret fields' names, not on the array: callers may pass a new one every render.
  const secretNames = secret.join('\n');

  useEffect(() => {
    const draft = readDraft(key);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
  }, [key, reset, getValues]);

  useEffect(() => {
    const hidden = new Set(secretNames.split('\n'));
    let pending: Record<string, unknown> | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      if (!pending) return;
      const kept = Object.fromEntries(Object.entries(pending).filter(([field]) => !hidden.has(field)));
      window.localStorage.setItem(key, JSON.stringify(kept));
      pending = null;
    };
    const subscription = watch((values) => {
      pending = values as Record<string, unknown>;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    });
    // Leaving the step or reloading the page right after typing must not drop the last keystrokes.
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      subscription.unsubscribe();
      save();
    };
  }, [key, watch, secretNames]);
}

export function clearFormDrafts(names: string[]): void {
  for (const name of names) window.localStorage.removeItem(draftKey(name));
}
