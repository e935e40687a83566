import fc from 'fast-check';
import { z } from 'zod';
import {
  categoryListQuerySchema,
  productListQuerySchema,
  relatedProductsQuerySchema,
  searchSuggestionsQuerySchema,
  slugSchema,
} from '@ps/shared/schemas';
import { always, type RouteRow } from './route-row';

const slugParams = z.object({ slug: z.string() });
const productKeyParams = z.object({ slugOrId: z.string() });
const html = { Accept: 'text/html' };

/** Catalog reads, generated pictures and sounds, and the pages crawlers read. */
export const catalogRows: RouteRow[] = [
  { method: 'GET', path: '/api/health', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/api/health/live', example: () => always({}), weight: 0.1 },
  { method: 'GET', path: '/api/health/ready', example: () => always({}), weight: 0.1 },
  {
    method: 'GET',
    path: '/api/categories',
    query: categoryListQuerySchema,
    example: () => always({ query: { includeProductCount: 'true' } }),
  },
  {
    method: 'GET',
    path: '/api/categories/:slug',
    params: z.object({ slug: slugSchema }),
    example: ({ categorySlugs }) => fc.constantFrom(...categorySlugs).map((slug) => ({ params: { slug } })),
  },
  {
    method: 'GET',
    path: '/api/products',
    query: productListQuerySchema,
    weight: 2,
    example: ({ categorySlugs }) =>
      fc.constantFrom(...categorySlugs).map((category) => ({
        query: {
          category,
          featured: 'true',
          search: 'hoodie',
          minPrice: '5',
          maxPrice: '80',
          sort: 'price_asc',
          limit: '12',
          offset: '0',
        },
      })),
  },
  {
    method: 'GET',
    path: '/api/products/:slugOrId',
    params: productKeyParams,
    example: ({ catalog }) =>
      fc.constantFrom(...catalog.flatMap((line) => [line.slug, String(line.productId)])).map((slugOrId) => ({
        params: { slugOrId },
      })),
  },
  {
    method: 'GET',
    path: '/api/products/:slugOrId/related',
    params: productKeyParams,
    query: relatedProductsQuerySchema,
    example: ({ catalog }) =>
      fc.constantFrom(...catalog).map((line) => ({ params: { slugOrId: line.slug }, query: { limit: '6' } })),
  },
  {
    method: 'GET',
    path: '/api/search/suggestions',
    query: searchSuggestionsQuerySchema,
    weight: 1.5,
    example: () => fc.constantFrom('tee', 'hoodie', 'panic', 'vinyl').map((q) => ({ query: { q } })),
  },
  {
    method: 'GET',
    path: '/api/art/:kind/:file',
    params: z.object({ kind: z.string(), file: z.string() }),
    query: z.object({ silhouette: z.string().optional() }),
    example: () => always({ params: { kind: 'products', file: 'panic-tee-1.svg' }, query: { silhouette: 'tee' } }),
  },
  {
    method: 'GET',
    path: '/api/art/:kind/:name.png',
    params: z.object({ kind: z.string(), name: z.string() }),
    query: z.object({ silhouette: z.string().optional() }),
    example: () => always({ params: { kind: 'products', name: 'panic-tee-1' }, query: { silhouette: 'tee' } }),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/api/audio/previews/:trackId',
    params: z.object({ trackId: z.string() }),
    // One known track only: each one is synthesised and encoded (a second or two) the first time it is asked for.
    example: () => always({ params: { trackId: 'my-space-01' }, headers: { Range: 'bytes=0-99' } }),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/api/media/:file',
    params: z.object({ file: z.string() }),
    // The fuzz database holds no uploads; a well-formed name is a JSON 404.
    example: () => always({ params: { file: `${'ab'.repeat(16)}-thumb.webp` } }),
    weight: 0.3,
  },
  { method: 'GET', path: '/config/remotes.json', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/api/docs', example: () => always({}), weight: 0.1 },
  { method: 'GET', path: '/api/docs/openapi.json', example: () => always({}), weight: 0.1 },
  // The fuzz server sets no METRICS_TOKEN: the route answers 404 (decision 054).
  { method: 'GET', path: '/metrics', example: () => always({}), weight: 0.1 },
  { method: 'GET', path: '/sitemap.xml', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/sw.js', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/robots.txt', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/store', example: () => always({ headers: html }), weight: 0.2 },
  { method: 'GET', path: '/social', example: () => always({ headers: html }), weight: 0.2 },
  { method: 'GET', path: '/store/search', example: () => always({ headers: html }), weight: 0.2 },
  {
    method: 'GET',
    path: '/{*path}',
    params: z.object({ path: z.string() }),
    // Any other page: drawn by its remote when it has a first screen, else the shell page or the site's 404.
    htmlErrors: true,
    example: () =>
      fc
        .constantFrom('contact', 'shipping', 'cart', 'social', 'track')
        .map((path) => ({ params: { path }, headers: html })),
    weight: 0.3,
  },
  {
    method: 'GET',
    path: '/store/category/:slug',
    params: slugParams,
    // An unknown slug is the site's 404 page for crawlers and browsers, not JSON.
    htmlErrors: true,
    example: ({ categorySlugs }) =>
      fc.constantFrom(...categorySlugs).map((slug) => ({ params: { slug }, headers: html })),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/store/:slug',
    params: slugParams,
    htmlErrors: true,
    example: ({ catalog }) =>
      fc.constantFrom(...catalog).map((line) => ({ params: { slug: line.slug }, headers: html })),
    weight: 0.5,
  },
];
