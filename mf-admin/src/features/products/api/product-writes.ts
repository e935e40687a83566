import { authRequest } from '@ps/shared/api';
import type {
  AdminProductInput,
  AdminProductResponse,
  ProductBulkAction,
  ProductBulkResult,
  ProductRemoval,
} from '@ps/shared/console-schemas';
import { filesBody, saveRecord } from '../../../lib/record-api/record-requests';
import { useRecordWrite } from '../../../lib/use-record-write';
import { adminProductKeys } from './admin-product-keys';

/** Every write refreshes the lists and details afterwards: figures, filters and badges move with it. */
const useProductWrite = <Variables, Answer>(write: (variables: Variables) => Promise<Answer>) =>
  useRecordWrite(adminProductKeys, 'product', write);

/** POST /api/admin/products, or PUT /api/admin/products/{id} when editing. */
export const useSaveProduct = (id: number | null) =>
  useProductWrite((body: AdminProductInput) => saveRecord<AdminProductResponse>('/api/admin/products', { id, body }));

/** DELETE /api/admin/products/{id}: archived when it was ever ordered. */
export const useDeleteProduct = () =>
  useProductWrite((id: number) => authRequest<ProductRemoval>(`/api/admin/products/${id}`, { method: 'DELETE' }));

/** POST /api/admin/products/bulk */
export const useBulkProducts = () =>
  useProductWrite((action: ProductBulkAction) =>
    authRequest<ProductBulkResult>('/api/admin/products/bulk', { method: 'POST', body: action }),
  );

const imagesPath = (id: number) => `/api/admin/products/${id}/images`;

/** POST …/images (multipart), PUT …/images/order, DELETE …/images/{imageId} */
export function useProductImages(id: number) {
  const upload = useProductWrite((files: File[]) =>
    authRequest<AdminProductResponse>(imagesPath(id), { method: 'POST', body: filesBody('images', files) }),
  );
  const reorder = useProductWrite((imageIds: number[]) =>
    authRequest<AdminProductResponse>(`${imagesPath(id)}/order`, { method: 'PUT', body: { imageIds } }),
  );
  const remove = useProductWrite((imageId: number) =>
    authRequest<AdminProductResponse>(`${imagesPath(id)}/${imageId}`, { method: 'DELETE' }),
  );
  return { upload, reorder, remove };
}

const variantImagesPath = (id: number, variantId: number) => `/api/admin/products/${id}/variants/${variantId}/images`;

/** POST …/variants/{variantId}/images (multipart: new images of the product, the variant's too), PUT to choose */
export function useVariantImages(id: number) {
  const upload = useProductWrite(({ variantId, files }: { variantId: number; files: File[] }) =>
    authRequest<AdminProductResponse>(variantImagesPath(id, variantId), {
      method: 'POST',
      body: filesBody('images', files),
    }),
  );
  const choose = useProductWrite(({ variantId, imageIds }: { variantId: number; imageIds: number[] }) =>
    authRequest<AdminProductResponse>(variantImagesPath(id, variantId), { method: 'PUT', body: { imageIds } }),
  );
  return { upload, choose };
}
