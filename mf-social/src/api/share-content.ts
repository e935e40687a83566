import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ShareRequest, ShareResponse } from '@ps/shared/social';
import { socialKeys } from './social-keys';

export const shareContent = (body: ShareRequest) =>
  apiRequest<ShareResponse>('/api/social/share', { method: 'POST', body });

/** Share counts change with every share, so the picker's stats are read again. */
export function useShareContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.shareable() }),
  });
}
