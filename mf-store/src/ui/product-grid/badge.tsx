import styled from 'styled-components';

type Tone = 'danger' | 'warning' | 'info' | 'accent' | 'panic';

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: #14101f;
  background: ${({ theme, $tone = 'accent' }) =>
    ({
      danger: theme.color.danger,
      warning: '#ffb347',
      info: theme.color.info,
      accent: theme.color.accent,
      panic: theme.color.panic,
    })[$tone]};
`;
