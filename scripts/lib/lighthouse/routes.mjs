import { firstCategoryPath, firstProductPath } from '../production-server.mjs';

/** Routes measured as the signed-in shopper of `shopper.mjs` sees them; the others as a first visit. */
export const SHOPPER_ROUTES = new Set(['/cart', '/checkout', '/account/orders']);

/** A search that finds something: the first word of the first product's name. */
async function searchPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const [word] = (await response.json()).products[0].name.split(/\s+/);
  return `/store/search?q=${encodeURIComponent(word.toLowerCase())}`;
}

const RESOLVERS = { category: firstCategoryPath, product: firstProductPath, search: searchPath };

/** The URL path of each named route on the server at `baseUrl`. */
export async function resolveRoutes(baseUrl, names) {
  return Promise.all(
    names.map(async (name) => ({ name, path: RESOLVERS[name] ? await RESOLVERS[name](baseUrl) : name })),
  );
}
