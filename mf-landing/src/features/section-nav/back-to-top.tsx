import styled from 'styled-components';
import { showsBackToTop } from '../../lib/scroll/scroll-metrics';
import { Icon } from '../../ui/icon';

const Button = styled.button`
  position: fixed;
  z-index: 45;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(20)};
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border: 3px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  box-shadow: 3px 3px 0 #000;
  cursor: pointer;
`;

/** Shown after 800 px of scroll (spec 1 §9). */
export function BackToTop({ scrollY, onClick }: { scrollY: number; onClick: () => void }) {
  if (!showsBackToTop(scrollY)) return null;
  return (
    <Button type="button" onClick={onClick} aria-label="Back to top">
      <Icon name="up" size={28} />
    </Button>
  );
}
