import { useEffect, useState } from 'react';
import { useBandPresence } from '@ps/shared/band-presence';
import { usePageVisible } from '../../lib/use-page-visible';
import type { ChatCommunity } from './chat-community';
import { loadChatCommunity, REFETCH_INTERVAL_MS } from './load-chat-community';

/**
 * The widget's data: null during the first simulated load, then refreshed every 30 s while the tab
 * shows (and once when it shows again). The member count is the settings' chat figure, the one the
 * page's "Join … fans in the chat" line shows too.
 */
export function useChatCommunity(): ChatCommunity | null {
  const [data, setData] = useState<ChatCommunity | null>(null);
  const band = useBandPresence();
  const pageVisible = usePageVisible();

  useEffect(() => {
    if (!pageVisible) return;
    let active = true;
    const refresh = () => void loadChatCommunity().then((next) => active && setData(next));
    refresh();
    const timer = setInterval(refresh, REFETCH_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [pageVisible]);

  if (!data || !band) return null;
  return { ...data, stats: { ...data.stats, memberCount: band.figures.discordMembers } };
}
