import styled from 'styled-components';
import { useBandPresence } from '@ps/shared/band-presence';
import type { BandPresence } from '@ps/shared/schemas';
import { track } from '@ps/shared/tracking';
import { ExternalLink } from '@ps/shared/kit';

const PROFILES = [
  { id: 'tiktok', label: 'TikTok' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'discord', label: 'Discord' },
  { id: 'twitter', label: 'Twitter' },
] as const satisfies readonly { id: keyof BandPresence['links']; label: string }[];

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Follow buttons to the band's profiles as staff saved them in the settings, the same the landing page shows. */
export function FollowButtons() {
  const band = useBandPresence();
  if (!band) return null;
  return (
    <Row aria-label="Follow Panic Squad">
      {PROFILES.map((profile) => (
        <li key={profile.id}>
          <ExternalLink
            href={band.links[profile.id]}
            look="outline"
            onClick={() => track('social_click', { elementId: `follow-${profile.id}`, sectionName: 'social-hub' })}
          >
            Follow on {profile.label}
          </ExternalLink>
        </li>
      ))}
    </Row>
  );
}
