import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ShareableContent } from '@ps/shared/social';
import { socialKeys } from './social-keys';

export const getShareableContent = (signal?: AbortSignal) =>
  apiRequest<{ content: ShareableContent[] }>('/api/social/shareable-content', { signal });

export const shareableContentQuery = () =>
  queryOptions({ queryKey: socialKeys.shareable(), queryFn: ({ signal }) => getShareableContent(signal) });

export const useShareableContent = () => useQuery(shareableContentQuery());
