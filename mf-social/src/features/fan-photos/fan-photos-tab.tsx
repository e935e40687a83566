import { COMMUNITY_LINKS } from '@ps/shared/brand';
import { ExternalLink } from '@ps/shared/widgets';
import { Muted, PanelCard, SectionTitle } from '../../ui/panel-card';

/** Submissions open once review by the band's staff exists; until then nothing is collected here. */
export function FanPhotosTab() {
  return (
    <section aria-labelledby="fan-photos-heading">
      <PanelCard>
        <SectionTitle id="fan-photos-heading">Fan photos: coming soon</SectionTitle>
        <Muted>
          The fan photo wall and photo submissions are not open yet, so this page collects nothing for now. Until then,
          tag your photos on Instagram and we may share our favourites there.
        </Muted>
        <ExternalLink href={COMMUNITY_LINKS.photos.href} look="outline">
          Panic Squad on Instagram
        </ExternalLink>
      </PanelCard>
    </section>
  );
}
