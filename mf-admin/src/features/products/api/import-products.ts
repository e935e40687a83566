import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { ProductImportResult } from '@ps/shared/console-schemas';
import { adminProductKeys } from './admin-product-keys';

/** POST /api/admin/products/import?dryRun=…: the CSV as text; a real run refreshes every product read. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      authRequest<ProductImportResult>(`/api/admin/products/import?dryRun=${dryRun}`, {
        method: 'POST',
        body: new Blob([csv], { type: 'text/csv' }),
      }),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: adminProductKeys.all });
    },
  });
}
