export { Badge } from './badge';
export { LoadMore } from './load-more';
export { PriceTag } from './price-tag';
export { FIRST_ROW_CARDS, ProductGrid, SKELETON_CARDS } from './product-grid';
export { ProductGridSkeleton } from './product-grid-skeleton';
export type { GridView } from './card-frame';
export { WishlistButton } from './wishlist-button';
