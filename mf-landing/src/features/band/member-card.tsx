import styled from 'styled-components';
import type { BandMember } from './band-members';
import { MemberPortrait } from './member-portrait';

const Card = styled.button`
  display: grid;
  grid-template-rows: auto 1fr;
  width: 100%;
  padding: 0;
  overflow: hidden;
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 5px 5px 0 #000;
  cursor: pointer;
  transition: transform 150ms ease;
  &:hover {
    transform: translateY(-4px) rotate(-1deg);
  }
  svg {
    width: 100%;
    height: auto;
    border-bottom: 3px solid #000;
  }
`;

const Caption = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  align-content: start;
  strong {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(1.2rem, 4vw, 1.6rem);
    font-weight: 400;
    letter-spacing: 0.04em;
  }
  em {
    font-style: normal;
    font-weight: 700;
    color: ${({ theme }) => theme.color.accent};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function MemberCard({ member, onOpen }: { member: BandMember; onOpen: () => void }) {
  return (
    <Card type="button" onClick={onOpen} aria-haspopup="dialog" aria-label={`${member.name}, ${member.role}: read bio`}>
      <MemberPortrait look={member.look} name={member.name} />
      <Caption>
        <strong>{member.name}</strong>
        <em>{member.role}</em>
        <span>{member.description}</span>
      </Caption>
    </Card>
  );
}
