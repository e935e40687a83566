export { useCartStore, selectCartItemCount } from './cart-store';
