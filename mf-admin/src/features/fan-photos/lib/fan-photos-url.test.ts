import { describe, expect, it } from 'vitest';
import { readFanPhotosView, toApiParams, writeFanPhotosView } from './fan-photos-url';

describe('the moderation screen in the address bar', () => {
  it('reads the pending queue, page 1 of 20, from an empty address', () => {
    expect(readFanPhotosView(new URLSearchParams())).toEqual({ status: 'pending', page: 1, pageSize: 20 });
  });

  it('ignores a status, page or size it does not offer', () => {
    const view = readFanPhotosView(new URLSearchParams('status=removed&page=-2&size=7'));
    expect(view).toEqual({ status: 'pending', page: 1, pageSize: 20 });
  });

  it('writes only what differs from the defaults and reads it back the same', () => {
    const view = { status: 'rejected', page: 3, pageSize: 50 } as const;
    const params = writeFanPhotosView(view);
    expect(params.toString()).toBe('status=rejected&page=3&size=50');
    expect(readFanPhotosView(params)).toEqual(view);
    expect(writeFanPhotosView({ status: 'pending', page: 1, pageSize: 20 }).toString()).toBe('');
  });

  it('asks the API for the page as limit and offset', () => {
    expect(toApiParams({ status: 'approved', page: 3, pageSize: 10 }).toString()).toBe(
      'status=approved&limit=10&offset=20',
    );
  });
});
