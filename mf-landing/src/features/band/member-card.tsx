import styled from 'styled-components';
import { VisuallyHidden } from '@ps/shared/ui';
import type { BandMember } from './band-members';
import { MemberPortrait } from './member-portrait';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 5px 5px 0 #000;
  transition: transform 150ms ease;
  &:hover {
    transform: translateY(-4px) rotate(-1deg);
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  svg {
    width: 100%;
    height: auto;
    border-bottom: 3px solid #000;
  }
`;

const Caption = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  align-content: start;
  h3 {
    margin: 0;
    font-size: clamp(1.2rem, 4vw, 1.6rem);
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p:first-of-type {
    font-weight: 700;
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The name is the button; its ::after stretches over the card so the whole card opens the bio. */
const OpenBio = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export function MemberCard({ member, onOpen }: { member: BandMember; onOpen: () => void }) {
  return (
    <Card>
      <MemberPortrait look={member.look} name={member.name} />
      <Caption>
        <h3>
          <OpenBio type="button" onClick={onOpen} aria-haspopup="dialog">
            {member.name}
            <VisuallyHidden>, read bio</VisuallyHidden>
          </OpenBio>
        </h3>
        <p>{member.role}</p>
        <p>{member.description}</p>
      </Caption>
    </Card>
  );
}
