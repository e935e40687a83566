import { track } from './track';

/** Forms opt in with data-track-form="<name>"; only the form's name and the step are sent, never what was typed. */
export const TRACKED_FORM_ATTRIBUTE = 'data-track-form';

const trackedFormOf = (target: EventTarget | null): HTMLFormElement | null =>
  target instanceof Element ? target.closest<HTMLFormElement>(`form[${TRACKED_FORM_ATTRIBUTE}]`) : null;

/**
 * form_interaction events (spec 1 §3): `start` the first time a tracked form gets focus in a
 * page view, `submit` on each submission. Returns the function that stops listening.
 */
export function trackFormInteractions(root: Document = document): () => void {
  const started = new WeakSet<HTMLFormElement>();
  const send = (form: HTMLFormElement, action: 'start' | 'submit') =>
    track('form_interaction', {
      elementId: form.getAttribute(TRACKED_FORM_ATTRIBUTE) ?? undefined,
      metadata: { action },
    });
  const onFocus = (event: FocusEvent) => {
    const form = trackedFormOf(event.target);
    if (!form || started.has(form)) return;
    started.add(form);
    send(form, 'start');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = trackedFormOf(event.target);
    if (form) send(form, 'submit');
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('submit', onSubmit);
  return () => {
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('submit', onSubmit);
  };
}
