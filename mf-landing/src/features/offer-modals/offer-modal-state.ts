export type OfferModalState = 'initial' | 'submitting' | 'success';
export type OfferModalEvent = 'submit' | 'succeeded' | 'failed' | 'reset';

/** Spec 9: a successful signup closes the modal after 3 s. */
export const SUCCESS_AUTO_CLOSE_MS = 3000;

/** Spec 1 §4: initial → submitting → success, or back to initial on error. */
export function offerModalReducer(state: OfferModalState, event: OfferModalEvent): OfferModalState {
  switch (event) {
    case 'submit':
      return state === 'initial' ? 'submitting' : state;
    case 'succeeded':
      return state === 'submitting' ? 'success' : state;
    case 'failed':
      return state === 'submitting' ? 'initial' : state;
    case 'reset':
      return 'initial';
  }
}
