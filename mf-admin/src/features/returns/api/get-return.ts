import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { adminReturnResponseSchema } from '@ps/shared/console-schemas';
import type { z } from 'zod';
import { returnKeys } from './return-keys';

export type AdminReturnResponse = z.infer<typeof adminReturnResponseSchema>;

/** GET /api/admin/returns/{id}: one request with its lines and steps. */
export const getReturn = (id: number, signal?: AbortSignal) =>
  authRequest<AdminReturnResponse>(`/api/admin/returns/${id}`, { signal });

export const returnQueryOptions = (id: number) =>
  queryOptions({ queryKey: returnKeys.detail(id), queryFn: ({ signal }) => getReturn(id, signal) });

export const useReturn = (id: number) => useQuery(returnQueryOptions(id));
