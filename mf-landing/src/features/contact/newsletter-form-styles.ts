import styled from 'styled-components';
import { Button } from '@ps/shared/ui';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    vertical-align: middle;
    accent-color: ${({ theme }) => theme.color.panic};
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 700;
  }
  input {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 3px solid #000;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
    color: #14101f;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.danger};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
`;

export const SubmitButton = styled(Button)`
  width: 100%;
  border-color: #000;
  box-shadow: 4px 4px 0 #000;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.4rem;
  letter-spacing: 0.06em;
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
