import { FAN_PHOTOS_DEFAULT_PAGE_SIZE, FAN_PHOTOS_PAGE_SIZES } from '@ps/shared/social';

/** The tabs of the moderation screen; 'removed' (taken down) photos are kept for the record only. */
export const MODERATION_TABS = ['pending', 'approved', 'rejected'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/** The screen as the address bar keeps it, so a tab and page can be reloaded and shared. */
export interface FanPhotosView {
  status: ModerationTab;
  page: number;
  pageSize: number;
}

export function readFanPhotosView(params: URLSearchParams): FanPhotosView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: MODERATION_TABS.find((tab) => tab === params.get('status')) ?? 'pending',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: FAN_PHOTOS_PAGE_SIZES.find((each) => each === size) ?? FAN_PHOTOS_DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeFanPhotosView({ status, page, pageSize }: FanPhotosView): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  if (pageSize !== FAN_PHOTOS_DEFAULT_PAGE_SIZE) params.set('size', String(pageSize));
  return params;
}

export const toApiQuery = ({ status, page, pageSize }: FanPhotosView) =>
  new URLSearchParams({ status, limit: String(pageSize), offset: String((page - 1) * pageSize) });
