import { useId } from 'react';
import { Skeleton } from '@ps/shared/ui';
import { ChatCounts } from './chat-counts';
import { ChatWidgetFrame } from './chat-widget-frame';
import { useChatCommunity } from './use-chat-community';

/** Compact mode: just the counts and the Join Server button. */
export function CompactChatWidget() {
  const data = useChatCommunity();
  const prefix = useId();
  if (!data) return <Skeleton $height="220px" role="status" aria-label="Loading the community" />;
  return (
    <ChatWidgetFrame data={data} titleId={`${prefix}-title`}>
      <ChatCounts stats={data.stats} />
    </ChatWidgetFrame>
  );
}
