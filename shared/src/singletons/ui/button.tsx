import { Link } from '@ps/shared/router';
import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.accent};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 120ms ease,
    background 120ms ease;
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.color.accent : 'transparent')};
  color: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.color.accentText : theme.color.accent)};
  border-color: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.color.accent)};
  &:hover:not(:disabled) {
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant;
}>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;
