import { useId, useState, type MouseEvent } from 'react';
import { ButtonLink, VisuallyHidden } from '@ps/shared/ui';
import { NAV_SECTIONS } from '../../config/sections';
import { isHeaderSolid } from '../../lib/scroll/scroll-metrics';
import { Icon } from '../../ui/icon';
import { BackToTop } from './back-to-top';
import { Bar, Inner, Links, MenuToggle, Progress, SectionLink, StoreLink } from './section-nav-styles';
import { closeIcon, menuIcon } from '../../ui/icon-paths/page-controls';

interface Props {
  scrollY: number;
  progress: number;
  activeId: string | null;
  /** Sticks right below the site header. */
  top: number;
  onNavigate: (sectionId: string) => void;
}

/** The page's own nav: anchors to each section, the active one marked, a progress bar, the store link and Back to top. */
export function SectionNav({ scrollY, progress, activeId, top, onNavigate }: Props) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const active = NAV_SECTIONS.find((section) => section.id === activeId) ?? NAV_SECTIONS[0];

  const go = (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
    event.preventDefault();
    setMenuOpen(false);
    onNavigate(sectionId);
  };

  return (
    <Bar aria-label="Page sections" $solid={isHeaderSolid(scrollY)} $top={top} data-testid="section-nav">
      <Inner>
        <MenuToggle
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon path={isMenuOpen ? closeIcon : menuIcon} />
          <VisuallyHidden>Page sections, now at </VisuallyHidden>
          <span>{active.label}</span>
        </MenuToggle>
        <Links id={menuId} $open={isMenuOpen}>
          {NAV_SECTIONS.map((section) => (
            <li key={section.id}>
              <SectionLink
                href={`#${section.id}`}
                aria-current={section.id === active.id ? 'true' : undefined}
                onClick={(event) => go(event, section.id)}
              >
                {section.label}
              </SectionLink>
            </li>
          ))}
        </Links>
        <StoreLink>
          <ButtonLink to="/store">Merch Store</ButtonLink>
        </StoreLink>
        <BackToTop scrollY={scrollY} onClick={() => onNavigate('home')} />
      </Inner>
      <Progress aria-hidden="true" style={{ transform: `scaleX(${progress})` }} />
    </Bar>
  );
}
