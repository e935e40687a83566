import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { FanPhotoModerationPage } from '@ps/shared/social';
import { toApiParams, type FanPhotosView } from '../lib/fan-photos-url';
import { fanPhotoKeys } from './fan-photo-keys';

/** GET /api/admin/fan-photos: one page of one status; the page on screen stays while the next loads. */
export function useFanPhotos(view: FanPhotosView) {
  const query = toApiParams(view).toString();
  return useQuery({
    queryKey: fanPhotoKeys.list(query),
    queryFn: ({ signal }) => authRequest<FanPhotoModerationPage>(`/api/admin/fan-photos?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
