import { ApiError, apiRequest } from '@ps/shared/api';

/** A 404 the screens turn into 'Product Not Found' / 'Category Not Found'. */
export class CatalogNotFoundError extends Error {
  override readonly name = 'CatalogNotFoundError';
}

/** Catalog reads throw the spec's messages ('Failed to fetch products', ...) and keep the API error as the cause. */
export async function catalogRequest<T>(path: string, failure: string, notFound?: string): Promise<T> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (notFound && error instanceof ApiError && error.status === 404) throw new CatalogNotFoundError(notFound);
    throw new Error(failure, { cause: error });
  }
}
