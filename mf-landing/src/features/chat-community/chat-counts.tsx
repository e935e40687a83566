import type { ChatCommunity } from './chat-community';
import { Counts } from './chat-styles';

const number = new Intl.NumberFormat('en-US');

export function ChatCounts({ stats }: { stats: ChatCommunity['stats'] }) {
  return (
    <Counts>
      <div>
        <dt>Members</dt>
        <dd>{number.format(stats.memberCount)}</dd>
      </div>
      <div>
        <dt>Online now</dt>
        <dd>{number.format(stats.onlineCount)}</dd>
      </div>
      <div>
        <dt>Messages</dt>
        <dd>{number.format(stats.totalMessages)}</dd>
      </div>
    </Counts>
  );
}
