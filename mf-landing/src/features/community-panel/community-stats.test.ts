import { describe, expect, it } from 'vitest';
import { communityStats } from './community-stats';

const figures = { fans: 156_400, discordMembers: 15_673, tiktokFollowers: 89_000 };

describe('communityStats', () => {
  it('when fans joined this week, then every figure is the settings’ or the server’s count', () => {
    const stats = communityStats(figures, { joinedThisWeek: 3, ordersShipped: 0 });
    expect(stats.map(({ label, value }) => [label, value])).toEqual([
      ['Fans everywhere', '156K+'],
      ['In the Discord', '15K+'],
      ['Joined this week', '+3'],
    ]);
  });

  it('when nobody joined this week or the count is unknown, then no weekly figure is shown', () => {
    expect(communityStats(figures, { joinedThisWeek: 0, ordersShipped: 0 }).map((s) => s.label)).not.toContain(
      'Joined this week',
    );
    expect(communityStats(figures, null)).toHaveLength(2);
  });
});
