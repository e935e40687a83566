import { FAN_PHOTOS_DEFAULT_PAGE_SIZE, FAN_PHOTOS_PAGE_SIZES } from '@ps/shared/social';
import { listPageParams, oneOf, readListPage, toApiQuery, toSearchParams, type ListPage } from '../../../lib/list-url';

/** The tabs of the moderation screen; 'removed' (taken down) photos are kept for the record only. */
export const MODERATION_TABS = ['pending', 'approved', 'rejected'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/** The screen as the address bar keeps it, so a tab and page can be reloaded and shared. */
export interface FanPhotosView extends ListPage {
  status: ModerationTab;
}

export const readFanPhotosView = (params: URLSearchParams): FanPhotosView => ({
  ...readListPage(params, FAN_PHOTOS_PAGE_SIZES, FAN_PHOTOS_DEFAULT_PAGE_SIZE),
  status: oneOf(MODERATION_TABS, params.get('status')) ?? 'pending',
});

/** Only what differs from the defaults goes into the address. */
export const writeFanPhotosView = (view: FanPhotosView): URLSearchParams =>
  toSearchParams({
    status: view.status !== 'pending' ? view.status : undefined,
    ...listPageParams(view, FAN_PHOTOS_DEFAULT_PAGE_SIZE),
  });

export const toApiParams = (view: FanPhotosView): URLSearchParams => toSearchParams(toApiQuery(view));
