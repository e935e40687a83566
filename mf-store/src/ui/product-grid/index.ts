export { Badge } from './badge';
export { LoadMore } from './load-more';
export { PriceTag } from './price-tag';
export { ProductGrid } from './product-grid';
export type { GridView } from './product-card';
export { WishlistButton } from './wishlist-button';
