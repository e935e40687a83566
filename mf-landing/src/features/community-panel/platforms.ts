import type { BandPresence } from '@ps/shared/schemas';
import { compactCount } from '@ps/shared/band-presence';
import type { IconName } from '../../ui/icon';

export interface Platform {
  id: 'discord' | 'instagram' | 'tiktok' | 'twitter';
  label: string;
  href: string;
  icon: IconName;
  blurb: string;
  color: string;
}

/** The band's profiles as the settings hold them, each with its figure where the settings have one. */
export function platformsOf({ links, figures }: BandPresence): Platform[] {
  return [
    {
      id: 'discord',
      label: 'Discord',
      href: links.discord,
      icon: 'chat',
      blurb: `Join ${compactCount(figures.discordMembers)} fans in the chat`,
      color: '#4fd1ff',
    },
    {
      id: 'instagram',
      label: 'Instagram',
      href: links.instagram,
      icon: 'camera',
      blurb: 'Tour photos and backstage chaos',
      color: '#ff4f8b',
    },
    {
      id: 'tiktok',
      label: 'TikTok',
      href: links.tiktok,
      icon: 'clip',
      blurb: `${compactCount(figures.tiktokFollowers)} fans, one riff at a time`,
      color: '#ffd23f',
    },
    {
      id: 'twitter',
      label: 'Twitter/X',
      href: links.twitter,
      icon: 'bolt',
      blurb: 'Tour news and late-night posts',
      color: '#b18cff',
    },
  ];
}
