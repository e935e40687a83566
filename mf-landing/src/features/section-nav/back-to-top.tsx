import styled from 'styled-components';
import { showsBackToTop } from '../../lib/scroll/scroll-metrics';
import { Icon } from '../../ui/icon';
import { upIcon } from '../../ui/icon-paths/page-controls';

// In the sticky section nav rather than floating, so it never covers the content (issue 15 §8).
const Button = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid #000;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  box-shadow: 2px 2px 0 #000;
  cursor: pointer;
`;

/** Shown after 800 px of scroll (spec 1 §9). */
export function BackToTop({ scrollY, onClick }: { scrollY: number; onClick: () => void }) {
  if (!showsBackToTop(scrollY)) return null;
  return (
    <Button type="button" onClick={onClick} aria-label="Back to top">
      <Icon path={upIcon} size={24} />
    </Button>
  );
}
