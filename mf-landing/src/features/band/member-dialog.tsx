import styled from 'styled-components';
import { ModalDialog } from '@ps/shared/kit';
import type { BandMember } from './band-members';
import { MemberPortrait } from './member-portrait';

const Head = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding-right: ${({ theme }) => theme.space(10)};
  svg {
    width: 96px;
    border: 3px solid #000;
    border-radius: 50%;
  }
  h2 {
    margin: 0;
    font-size: 2rem;
    color: ${({ theme }) => theme.color.accent};
  }
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
  dt {
    font-weight: 800;
    color: ${({ theme }) => theme.color.info};
    text-transform: uppercase;
    font-size: 0.8rem;
    letter-spacing: 0.1em;
  }
  dd {
    margin: 0;
  }
`;

export function MemberDialog({ member, onClose }: { member: BandMember | null; onClose: () => void }) {
  return (
    <ModalDialog open={member !== null} onClose={onClose} labelledBy="member-dialog-title" closeLabel="Close bio">
      {member && (
        <>
          <Head>
            <MemberPortrait look={member.look} name={member.name} />
            <div>
              <h2 id="member-dialog-title">{member.name}</h2>
              <p>{member.role}</p>
            </div>
          </Head>
          <p>{member.description}</p>
          <p>{member.fullBio}</p>
          <Facts>
            <div>
              <dt>Influences</dt>
              <dd>{member.influences.join(', ')}</dd>
            </div>
            <div>
              <dt>Fun fact</dt>
              <dd>{member.funFact}</dd>
            </div>
            <div>
              <dt>Find them</dt>
              <dd>
                Instagram {member.social.instagram} · X {member.social.x} · TikTok {member.social.tiktok}
              </dd>
            </div>
          </Facts>
        </>
      )}
    </ModalDialog>
  );
}
