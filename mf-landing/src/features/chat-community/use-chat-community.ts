import { useEffect, useState } from 'react';
import type { ChatCommunity } from './chat-community';
import { loadChatCommunity, REFETCH_INTERVAL_MS } from './load-chat-community';

/** The widget's data: null during the first simulated load, then refreshed every 30 s. */
export function useChatCommunity(): ChatCommunity | null {
  const [data, setData] = useState<ChatCommunity | null>(null);

  useEffect(() => {
    let active = true;
    const refresh = () => void loadChatCommunity().then((next) => active && setData(next));
    refresh();
    const timer = setInterval(refresh, REFETCH_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);

  return data;
}
