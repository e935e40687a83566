import { useState } from 'react';
import styled from 'styled-components';
import { track } from '@ps/shared/tracking';
import { Container } from '@ps/shared/ui';
import { SectionHeader } from '../../ui/section-header';
import { BAND_MEMBERS, type BandMember } from './band-members';
import { MemberCard } from './member-card';
import { MemberDialog } from './member-dialog';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  li {
    display: grid;
  }
`;

export function BandSection() {
  const [open, setOpen] = useState<BandMember | null>(null);

  const openMember = (member: BandMember) => {
    track('click', { elementId: `member_${member.id}`, sectionName: 'band' });
    setOpen(member);
  };

  return (
    <Container>
      <SectionHeader id="band-title" kicker="Meet the squad" title="The Band">
        Four anxious superheroes, one van, zero chill. Pick a hero to read their origin story.
      </SectionHeader>
      <Grid>
        {BAND_MEMBERS.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} onOpen={() => openMember(member)} />
          </li>
        ))}
      </Grid>
      <MemberDialog member={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
