import styled from 'styled-components';

/** A dialog's form: its fields one under another. */
export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
