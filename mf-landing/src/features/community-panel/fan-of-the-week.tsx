import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { ComicPanel } from '../../ui/comic-panel';
import { ExternalLink } from '@ps/shared/kit';
import { SampleBadge } from '../../ui/sample-badge';

const Card = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  background:
    linear-gradient(135deg, rgb(255 79 139 / 25%), rgb(79 209 255 / 15%)), ${({ theme }) => theme.color.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    margin: 0;
  }
`;

const Fan = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 3px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: #14101f;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
`;

/**
 * An example of the feature, not a real fan: no fan has been picked yet, so the card says so.
 * `instagram`: the band's profile from the settings, where fans share; the button waits for it.
 */
export function FanOfTheWeek({ instagram }: { instagram: string | undefined }) {
  return (
    <Card as="article" aria-labelledby="fan-of-week-title">
      <header>
        <h3 id="fan-of-week-title">Fan of the Week</h3>
        <SampleBadge title="An example of what a Fan of the Week looks like, not a real fan">Sample</SampleBadge>
      </header>
      <Fan>
        <Avatar aria-hidden="true">AR</Avatar>
        <p>
          <strong>Ava R. (@avapanics)</strong>
          <br />
          Drew a 40-page comic of the band as actual superheroes. Riley has it framed in the van.
        </p>
      </Fan>
      <p>
        No fan has been picked yet. Made something, survived something, sang something? Tell us and it could be you.
      </p>
      {instagram && (
        <ExternalLink
          href={instagram}
          look="outline"
          onClick={() => track('social_click', { elementId: 'share_your_story', sectionName: 'social' })}
        >
          Share Your Story
        </ExternalLink>
      )}
    </Card>
  );
}
