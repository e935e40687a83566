export { addCartItem, useAddCartItem } from './add-cart-item';
export { clearCart, useClearCart } from './clear-cart';
export { cartKeys, cartQueryOptions, getCart, useCart, useCartItemCount } from './get-cart';
export { removeCartItem, useRemoveCartItem } from './remove-cart-item';
export { updateCartItem, useUpdateCartItem, type UpdateCartItemInput } from './update-cart-item';
export { useCartStore } from './cart-store';
export { clampQuantity, QuantityStepper } from './quantity-stepper';
export { sessionRequest } from './session-request';
export { useCartLine } from './use-cart-line';
