export { pngRendition } from './art-png';
export { artPngRouter, pngQuerySchema } from './art-png-routes';
export { artUrl } from './art-url';
export { itemColorOf } from './item-colors';
export { renderArt } from './render-art';
export { artQuerySchema, artRouter } from './routes';
export { type ArtView, hasBack, type Silhouette } from './silhouettes';
