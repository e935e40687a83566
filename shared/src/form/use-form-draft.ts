import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { storageKey } from '@ps/shared/brand';

const SAVE_DELAY_MS = 300;

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's draft in local storage, one key per form (spec 3), so a reload
 * or a declined card loses nothing. Secret fields are never written.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: string,
  secret: string[] = [],
) {
  const key = storageKey(`checkout_draft_${name}`);
  const { reset, watch, getValues } = form;

  useEffect(() => {
    const draft = readDraft(key);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
  }, [key, reset, getValues]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !secret.includes(field)));
        window.localStorage.setItem(key, JSON.stringify(kept));
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, watch, secret]);
}

export function clearFormDrafts(names: string[]): void {
  for (const name of names) window.localStorage.removeItem(storageKey(`checkout_draft_${name}`));
}
