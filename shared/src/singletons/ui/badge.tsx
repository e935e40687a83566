import styled from 'styled-components';

/** Badge colours; every badge also prints its text, so colour is never the only signal. */
export type BadgeTone = 'accent' | 'info' | 'warning' | 'panic' | 'success' | 'danger' | 'neutral';

const WARNING_ORANGE = '#ffb347';
const NEUTRAL_GREY = '#c4bcd9';

/** Dark text on a bright fill: readable on every tone (AA). */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid #000;
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme, $tone }) =>
    ({
      accent: theme.color.accent,
      info: theme.color.info,
      warning: WARNING_ORANGE,
      panic: theme.color.panic,
      success: theme.color.success,
      danger: theme.color.danger,
      neutral: NEUTRAL_GREY,
    })[$tone]};
`;
