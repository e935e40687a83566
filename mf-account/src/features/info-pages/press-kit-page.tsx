import styled from 'styled-components';
import { BAND_CONTACTS, BAND_NAME, BAND_PROFILES, BAND_TAGLINE, type BandProfile } from '@ps/shared/rules';
import { compactCount } from '@ps/shared/band-presence';
import { usePublicSettings } from '@ps/shared/support';
import { ExternalLink } from '@ps/shared/kit';
import { InfoPage } from '../../ui/info-page';

const Contacts = styled.dl`
  dt {
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space(3)};
  }
  dd {
    margin: 0;
  }
`;

const PROFILE_ORDER: readonly BandProfile[] = ['instagram', 'tiktok', 'discord', 'twitter'];

/** For journalists and bookers: who to write to, and the band's profiles and figures as staff keep them. */
export function PressKitPage() {
  const band = usePublicSettings().data?.band;
  return (
    <InfoPage
      path="/press"
      title="Press kit"
      lead={`${BAND_NAME}: ${BAND_TAGLINE.toLowerCase()}. Who to ask, and where to find us.`}
    >
      <h2>Contacts</h2>
      <Contacts>
        {BAND_CONTACTS.map((contact) => (
          <div key={contact.id}>
            <dt>{contact.title}</dt>
            <dd>
              {contact.name}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        ))}
      </Contacts>

      <h2>Photos, logos and interviews</h2>
      <p>
        Press photos, logos and artwork in print quality are sent on request by the press contact above, with the
        photographer credits to use. Interview and guest-list requests go to the same address.
      </p>

      {band && (
        <>
          <h2>Official profiles</h2>
          <ul>
            {PROFILE_ORDER.map((profile) => (
              <li key={profile}>
                <ExternalLink href={band.links[profile]} look="plain">
                  {BAND_PROFILES[profile].label}
                </ExternalLink>
              </li>
            ))}
          </ul>
          <h2>In numbers</h2>
          <p>
            {compactCount(band.figures.fans)} fans across platforms, {compactCount(band.figures.discordMembers)} in the
            Discord and {compactCount(band.figures.tiktokFollowers)} on TikTok, as the band&apos;s team last counted.
          </p>
        </>
      )}
    </InfoPage>
  );
}
