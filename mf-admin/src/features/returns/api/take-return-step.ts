import { useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import { writeAnswerToQuery } from '@ps/shared/query';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { AdminReturnResponse } from './get-return';
import { returnKeys } from './return-keys';

export type ReturnStepName = 'approve' | 'refuse' | 'receive' | 'refund' | 'send' | 'withdraw';

/** POST /api/admin/returns/{id}/{step}: approve, refuse, receive, refund, send the replacement or withdraw. */
export const takeReturnStep = (id: number, step: ReturnStepName, body: Record<string, unknown>) =>
  authRequest<AdminReturnResponse>(`/api/admin/returns/${id}/${step}`, { method: 'POST', body });

/** One step; the whole console's cache is read again, as a step changes its order, stock and refunds too. */
export function useReturnStep(id: number, step: ReturnStepName) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(
    returnKeys.all.slice(0, 1),
    (body: Record<string, unknown>) => takeReturnStep(id, step, body),
    (answer) => writeAnswerToQuery(queryClient, returnKeys.detail(id), answer),
  );
}
