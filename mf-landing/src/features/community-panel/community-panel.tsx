import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { useBandPresence } from '@ps/shared/band-presence';
import { ComicPanel } from '../../ui/comic-panel';
import { ExternalLink } from '@ps/shared/kit';
import { Icon } from '../../ui/icon';
import { Skeleton } from '@ps/shared/ui';
import { useSocialProof } from '../../lib/social-proof';
import { communityStats } from './community-stats';
import { FanOfTheWeek } from './fan-of-the-week';
import { platformsOf } from './platforms';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Stats = styled.dl`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.6rem, 4vw, 2.4rem);
    color: ${({ theme }) => theme.color.accent};
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Platforms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Platform = styled(ExternalLink)<{ $color: string }>`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(3)};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  box-shadow: 4px 4px 0 ${({ $color }) => $color};
  > svg {
    color: ${({ $color }) => $color};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function CommunityPanel() {
  const band = useBandPresence();
  const proof = useSocialProof();
  return (
    <Layout>
      <ComicPanel aria-busy={!band}>
        {!band && <Skeleton $height="96px" aria-hidden="true" />}
        <Stats aria-label="Community stats">
          {(band ? communityStats(band.figures, proof.status === 'success' ? proof.data : null) : []).map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>
                <Icon path={stat.icon} size={22} />
                <br />
                {stat.value}
              </dd>
            </div>
          ))}
        </Stats>
      </ComicPanel>
      <Platforms aria-label="Follow the band" aria-busy={!band}>
        {!band && <Skeleton $height="280px" aria-hidden="true" />}
        {(band ? platformsOf(band) : []).map((platform) => (
          <li key={platform.id}>
            <Platform
              href={platform.href}
              $color={platform.color}
              onClick={() => track('social_click', { elementId: platform.id, sectionName: 'social' })}
            >
              <Icon path={platform.icon} size={32} />
              <span>
                <strong>{platform.label}</strong>
                <small>{platform.blurb}</small>
              </span>
            </Platform>
          </li>
        ))}
      </Platforms>
      <FanOfTheWeek instagram={band?.links.instagram} />
    </Layout>
  );
}
