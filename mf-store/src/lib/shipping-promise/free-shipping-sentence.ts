import { formatPrice } from '@ps/shared/rules';

/**
 * The free-shipping promise in the staff's own threshold (the settings), worded as the cart applies it:
 * a subtotal equal to the threshold ships free. Unknown (still loading) says nothing rather than a guess.
 */
export function freeShippingSentence(threshold: number | undefined): string {
  if (threshold === undefined) return '';
  return threshold === 0
    ? 'Free standard shipping on every order.'
    : `Free standard shipping on orders of ${formatPrice(threshold)} or more.`;
}
