import type { BandPresence, SocialProof } from '@ps/shared/schemas';
import { compactCount } from '@ps/shared/band-presence';
import { heartIcon, trendIcon, usersIcon } from '../../ui/icon-paths/section-symbols';

export interface CommunityStat {
  label: string;
  value: string;
  /** An outline path from ui/icon-paths. */
  icon: string;
}

/**
 * The panel's figures: the fan counts staff keep in the settings and the signups the server counted.
 * A week nobody joined shows no "joined" figure rather than a zero or an invented number.
 */
export function communityStats(figures: BandPresence['figures'], proof: SocialProof | null): CommunityStat[] {
  const stats: CommunityStat[] = [
    { label: 'Fans everywhere', value: compactCount(figures.fans), icon: usersIcon },
    { label: 'In the Discord', value: compactCount(figures.discordMembers), icon: heartIcon },
  ];
  if (proof && proof.joinedThisWeek > 0) {
    stats.push({ label: 'Joined this week', value: `+${compactCount(proof.joinedThisWeek)}`, icon: trendIcon });
  }
  return stats;
}
