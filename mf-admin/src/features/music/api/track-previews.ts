import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import { PREVIEW_UPLOAD_FIELD, type AdminTrackPreview, type AdminTrackPreviewList } from '@ps/shared/console-schemas';

export const trackPreviewKeys = { all: ['admin', 'music', 'tracks'] as const };

/** GET /api/admin/music/tracks */
export const trackPreviewsQueryOptions = () =>
  queryOptions({
    queryKey: trackPreviewKeys.all,
    queryFn: ({ signal }) => authRequest<AdminTrackPreviewList>('/api/admin/music/tracks', { signal }),
  });

export const useTrackPreviews = () => useQuery(trackPreviewsQueryOptions());

const previewPath = (trackId: string) => `/api/admin/music/tracks/${trackId}/preview`;

/** PUT …/preview (multipart) to replace the sketch, DELETE …/preview to go back to it. */
export function usePreviewWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: trackPreviewKeys.all });
  const replace = useMutation({
    mutationFn: ({ trackId, file }: { trackId: string; file: File }) => {
      const form = new FormData();
      form.append(PREVIEW_UPLOAD_FIELD, file);
      return authRequest<AdminTrackPreview>(previewPath(trackId), { method: 'PUT', body: form });
    },
    onSettled,
  });
  const restore = useMutation({
    mutationFn: (trackId: string) => authRequest<AdminTrackPreview>(previewPath(trackId), { method: 'DELETE' }),
    onSettled,
  });
  return { replace, restore };
}
