import { FAN_PHOTOS_DEFAULT_PAGE_SIZE, FAN_PHOTOS_PAGE_SIZES } from '@ps/shared/social';
import { toApiQuery, toSearchParams } from '../../../lib/list-url';
import { choice, defineListView, paged, type ViewOf } from '../../../lib/list-view';

/** The tabs of the moderation screen; 'removed' (taken down) photos are kept for the record only. */
export const MODERATION_TABS = ['pending', 'approved', 'rejected'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

const fields = {
  status: choice(MODERATION_TABS, 'pending'),
  ...paged(FAN_PHOTOS_PAGE_SIZES, FAN_PHOTOS_DEFAULT_PAGE_SIZE),
};

/** The screen as the address bar keeps it, so a tab and page can be reloaded and shared. */
export type FanPhotosView = ViewOf<typeof fields>;
export const fanPhotosView = defineListView(fields);
export const { read: readFanPhotosView, write: writeFanPhotosView } = fanPhotosView;

export const toApiParams = (view: FanPhotosView): URLSearchParams => toSearchParams(toApiQuery(view));
