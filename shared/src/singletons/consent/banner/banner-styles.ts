import styled from 'styled-components';
import { media } from '@ps/shared/theme';

export const Panel = styled.div`
  position: fixed;
  z-index: 1100;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  max-width: 760px;
  max-height: calc(100vh - ${({ theme }) => theme.space(6)});
  margin: 0 auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 3px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.comic};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
  /* A printed page (a receipt) is the page, not the question about cookies. */
  @media print {
    display: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-size: 1.75rem;
  text-shadow: 2px 2px 0 #000;
`;

export const Subtitle = styled.h3`
  margin: ${({ theme }) => `${theme.space(5)} 0 0`};
  font-size: 1.35rem;
`;

export const Text = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > button {
    flex: 1 1 140px;
  }
  ${media.md} {
    & > button {
      flex: 0 1 auto;
    }
  }
`;

export const CloseButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

export const Status = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.color.success};
  &:empty {
    display: none;
  }
`;
