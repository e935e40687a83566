import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { PromotionBody, PromotionResponse, PromotionsResponse } from '@ps/shared/schemas';

export const promotionKeys = {
  all: ['admin-promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
};

/** GET /api/admin/promotions: every code, newest first. */
export const getPromotions = (signal?: AbortSignal) =>
  authRequest<PromotionsResponse>('/api/admin/promotions', { signal });

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.list(), queryFn: ({ signal }) => getPromotions(signal) });

export const usePromotions = () => useQuery(promotionsQueryOptions());

export const savePromotion = ({ id, body }: { id: number | null; body: PromotionBody }) =>
  id === null
    ? authRequest<PromotionResponse>('/api/admin/promotions', { method: 'POST', body })
    : authRequest<PromotionResponse>(`/api/admin/promotions/${id}`, { method: 'PUT', body });

/** DELETE only deactivates: orders keep naming their code. */
export const deactivatePromotion = (id: number) =>
  authRequest<PromotionResponse>(`/api/admin/promotions/${id}`, { method: 'DELETE' });

function usePromotionMutation<TInput>(mutationFn: (input: TInput) => Promise<PromotionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }) });
}

export const useSavePromotion = () => usePromotionMutation(savePromotion);
export const useDeactivatePromotion = () => usePromotionMutation(deactivatePromotion);
