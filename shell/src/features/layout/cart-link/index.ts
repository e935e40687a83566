export { CartLink } from './cart-link';
