import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { STREAMING_LINKS } from '@ps/shared/brand';
import { MY_SPACE } from '../../config/albums';
import { ComicPanel } from '../../ui/comic-panel';
import { CoverArt } from '../../ui/cover-art';
import { ExternalLink } from '@ps/shared/widgets';

const Card = styled(ComicPanel)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 420px;
  background: rgb(31 25 48 / 92%);
  transform: rotate(1.5deg);
  h2 {
    margin: 0;
    font-size: 2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -16px;
  left: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.color.panic};
  color: #14101f;
  border: 2px solid #000;
  font-weight: 800;
  font-size: 0.8rem;
  letter-spacing: 0.12em;
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  svg {
    width: 112px;
    border: 3px solid #000;
  }
`;

const Services = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const SERVICES = [
  { ...STREAMING_LINKS.streaming, look: 'solid' },
  { ...STREAMING_LINKS.appleStyle, look: 'outline' },
  { ...STREAMING_LINKS.video, look: 'outline' },
] as const;

export function LatestSingleCard() {
  return (
    <Card as="aside" aria-labelledby="latest-single-title">
      <Badge>LATEST SINGLE</Badge>
      <Top>
        <CoverArt title={MY_SPACE.title} artist={MY_SPACE.artist} {...MY_SPACE.cover} />
        <div>
          <h2 id="latest-single-title">Heart Rate Hero</h2>
          <p>
            From the new album {MY_SPACE.title} ({MY_SPACE.year})
          </p>
        </div>
      </Top>
      <Services>
        {SERVICES.map((service) => (
          <ExternalLink
            key={service.label}
            href={service.href}
            look={service.look}
            onClick={() => track('click', { elementId: `single_${service.label}`, sectionName: 'home' })}
          >
            {service.label}
          </ExternalLink>
        ))}
      </Services>
    </Card>
  );
}
