import { useQueryClient } from '@tanstack/react-query';
import type { ShareableContent, SharePlatform } from '@ps/shared/social';
import { recordShareMade } from '../../api/record-share-made';
import { socialKeys } from '../../api/social-keys';

/**
 * Counts a share the fan has really made (the platform's page opened, the share sheet finished) and
 * reads the counts again. The count is a tally, not the fan's task: a failure to record it is not shown.
 */
export function useCountShare() {
  const queryClient = useQueryClient();
  return (content: ShareableContent, platform: SharePlatform) =>
    void recordShareMade({ contentId: content.id, platform })
      .then(() => queryClient.invalidateQueries({ queryKey: socialKeys.shareable() }))
      .catch(() => undefined);
}
