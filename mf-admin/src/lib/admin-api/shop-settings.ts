import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { ShopSettingsBody, ShopSettingsResponse } from '@ps/shared/schemas';
import { publicSettingsKeys } from '@ps/shared/support';
import { writeAnswerToQuery } from '@ps/shared/query';

export const shopSettingsKeys = { all: ['admin', 'settings'] as const };

export const getShopSettings = (signal?: AbortSignal) =>
  authRequest<ShopSettingsResponse>('/api/admin/settings', { signal });

export const shopSettingsQueryOptions = () =>
  queryOptions({ queryKey: shopSettingsKeys.all, queryFn: ({ signal }) => getShopSettings(signal) });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());

/**
 * PUT /api/admin/settings: the whole document and the version the form read (refused with 409 when another save
 * came first). The public copy this page's footer shows refreshes too.
 */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBody) =>
      authRequest<ShopSettingsResponse>('/api/admin/settings', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      await writeAnswerToQuery(queryClient, shopSettingsKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: publicSettingsKeys.all });
    },
  });
}
