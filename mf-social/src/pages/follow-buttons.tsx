import styled from 'styled-components';
import { COMMUNITY_LINKS } from '@ps/shared/brand';
import { track } from '@ps/shared/tracking';
import { ExternalLink } from '@ps/shared/widgets';

const PROFILES = [
  { id: 'tiktok', ...COMMUNITY_LINKS.shortVideo },
  { id: 'instagram', ...COMMUNITY_LINKS.photos },
  { id: 'discord', ...COMMUNITY_LINKS.chat },
  { id: 'twitter', ...COMMUNITY_LINKS.microblog },
] as const;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Follow buttons to the band's profiles, the same links the landing page uses. */
export function FollowButtons() {
  return (
    <Row aria-label="Follow Panic Squad">
      {PROFILES.map((profile) => (
        <li key={profile.id}>
          <ExternalLink
            href={profile.href}
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
