import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@ps/shared/ui';

type Look = 'solid' | 'outline' | 'plain';

const looks = {
  solid: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    border-color: #000;
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.text};
  `,
  plain: css``,
};

const Anchor = styled.a<{ $look: Look }>`
  ${({ $look }) =>
    $look !== 'plain' &&
    css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${({ theme }) => theme.space(2)};
      min-height: 44px;
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
      border: 2px solid;
      border-radius: ${({ theme }) => theme.radius.pill};
      font-weight: 700;
      text-decoration: none;
      transition: transform 120ms ease;
      &:hover {
        transform: translateY(-2px);
      }
    `}
  ${({ $look }) => looks[$look]}
`;

interface Props {
  href: string;
  children: ReactNode;
  look?: Look;
  onClick?: () => void;
  className?: string;
}

/** Outbound links open in a new tab without giving that tab a handle on this page. */
export function ExternalLink({ href, children, look = 'plain', onClick, className }: Props) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" $look={look} onClick={onClick} className={className}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
