import type { SocialTabId } from '../config/social-tabs';
import { CommunityTab } from '../features/community/community-tab';
import { FanPhotosTab } from '../features/fan-photos/fan-photos-tab';
import { InstagramTab } from '../features/instagram/instagram-tab';
import { OverviewTab } from '../features/overview/overview-tab';
import { ShareTab } from '../features/share/share-tab';
import { ViralTab } from '../features/viral/viral-tab';

const PANELS: Record<SocialTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  viral: ViralTab,
  instagram: InstagramTab,
  community: CommunityTab,
  'fan-photos': FanPhotosTab,
  share: ShareTab,
};

export function TabContent({ tab }: { tab: SocialTabId }) {
  const Panel = PANELS[tab];
  return <Panel />;
}
