import { useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { PromotionBody, PromotionResponse, PromotionsQuery, PromotionsResponse } from '@ps/shared/schemas';
import { listPageQueryOptions, saveRecord } from '../../../lib/record-api/record-requests';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export const promotionKeys = {
  all: ['admin-promotions'] as const,
  lists: () => [...promotionKeys.all, 'list'] as const,
  list: (query: PromotionsQuery) => [...promotionKeys.lists(), query] as const,
};

/** GET /api/admin/promotions: one page of codes, newest first. */
export const getPromotions = (query: PromotionsQuery, signal?: AbortSignal) =>
  authRequest<PromotionsResponse>(`/api/admin/promotions?limit=${query.limit}&offset=${query.offset}`, { signal });

export const promotionsQueryOptions = (query: PromotionsQuery) =>
  listPageQueryOptions(promotionKeys.list, query, getPromotions);

export const usePromotions = (query: PromotionsQuery) => useQuery(promotionsQueryOptions(query));

export const savePromotion = (record: { id: number | null; body: PromotionBody }) =>
  saveRecord<PromotionResponse>('/api/admin/promotions', record);

/** DELETE only deactivates: orders keep naming their code. */
export const deactivatePromotion = (id: number) =>
  authRequest<PromotionResponse>(`/api/admin/promotions/${id}`, { method: 'DELETE' });

export const useSavePromotion = () => useRefreshingMutation(promotionKeys.all, savePromotion);
export const useDeactivatePromotion = () => useRefreshingMutation(promotionKeys.all, deactivatePromotion);
