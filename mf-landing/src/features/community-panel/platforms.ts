import type { BandPresence } from '@ps/shared/schemas';
import { compactCount } from '@ps/shared/band-presence';
import { boltIcon, cameraIcon, chatIcon, clipIcon } from '../../ui/icon-paths/section-symbols';

export interface Platform {
  id: 'discord' | 'instagram' | 'tiktok' | 'twitter';
  label: string;
  href: string;
  /** An outline path from ui/icon-paths. */
  icon: string;
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
      icon: chatIcon,
      blurb: `Join ${compactCount(figures.discordMembers)} fans in the chat`,
      color: '#4fd1ff',
    },
    {
      id: 'instagram',
      label: 'Instagram',
      href: links.instagram,
      icon: cameraIcon,
      blurb: 'Tour photos and backstage chaos',
      color: '#ff4f8b',
    },
    {
      id: 'tiktok',
      label: 'TikTok',
      href: links.tiktok,
      icon: clipIcon,
      blurb: `${compactCount(figures.tiktokFollowers)} fans, one riff at a time`,
      color: '#ffd23f',
    },
    {
      id: 'twitter',
      label: 'Twitter/X',
      href: links.twitter,
      icon: boltIcon,
      blurb: 'Tour news and late-night posts',
      color: '#b18cff',
    },
  ];
}
