export { accountKeys } from './accounts';
export { categoryKeys, categoryPaths } from './categories';
export { newsKeys, newsPaths, requestLatestNews } from './news';
export { orderKeys, orderPaths } from './orders';
export { productKeys, productPaths, requestFeaturedProductPage } from './products';
export { releaseKeys, releasePaths, requestReleases } from './releases';
