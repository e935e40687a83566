import styled, { css } from 'styled-components';
import { media } from '@ps/shared/theme';

export const Bar = styled.nav<{ $solid: boolean; $top: number }>`
  position: sticky;
  top: ${({ $top }) => $top}px;
  z-index: 40;
  border-bottom: 2px solid transparent;
  transition:
    background 200ms ease,
    border-color 200ms ease;
  background: rgb(20 16 31 / 70%);
  ${({ $solid }) =>
    $solid &&
    css`
      /* Opaque once the page scrolls under it, like the site header. */
      background: ${({ theme }) => theme.color.bg};
      border-bottom-color: ${({ theme }) => theme.color.border};
      box-shadow: 0 6px 18px rgb(0 0 0 / 35%);
    `}
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 52px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export const Links = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 3px solid #000;
  /* From tablet width the links are on the bar; where all eight do not fit, the row scrolls sideways. */
  ${media.md} {
    display: flex;
    position: static;
    min-width: 0;
    padding: 0;
    background: none;
    border: 0;
    gap: ${({ theme }) => theme.space(1)};
    overflow-x: auto;
    scrollbar-width: thin;
  }
`;

export const SectionLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.15rem;
  letter-spacing: 0.06em;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
  &[aria-current='true'] {
    color: ${({ theme }) => theme.color.accentText};
    background: ${({ theme }) => theme.color.accent};
  }
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
    white-space: nowrap;
  }
  ${media.lg} {
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: 1.15rem;
  }
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  cursor: pointer;
  ${media.md} {
    display: none;
  }
`;

export const StoreLink = styled.div`
  flex: none;
  margin-left: auto;
  a {
    min-height: 40px;
    padding-inline: ${({ theme }) => theme.space(4)};
    border-color: #000;
    box-shadow: 3px 3px 0 #000;
  }
`;

export const Progress = styled.div`
  position: absolute;
  left: 0;
  bottom: -2px;
  height: 3px;
  width: 100%;
  transform-origin: left;
  background: linear-gradient(90deg, ${({ theme }) => theme.color.panic}, ${({ theme }) => theme.color.accent});
`;
