export { categoryKeys, categoryPaths } from './categories';
export { orderKeys, orderPaths } from './orders';
export { productKeys, productPaths, requestFeaturedProductPage } from './products';
