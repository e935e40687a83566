import { RETURN_WINDOW_DAYS } from '@ps/shared/rules';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

export function TrustNotes() {
  return (
    <List aria-label="Why checkout is safe">
      <li>256-bit SSL encryption on every step</li>
      <li>Your payment details are never stored on our servers</li>
      <li>{RETURN_WINDOW_DAYS}-day money-back guarantee</li>
    </List>
  );
}
