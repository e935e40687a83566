import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  label {
    font-weight: 700;
    cursor: pointer;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Toggle = styled.input`
  grid-row: span 2;
  width: 48px;
  height: 28px;
  margin: 0;
  appearance: none;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: radial-gradient(circle at 12px 50%, ${({ theme }) => theme.color.textMuted} 7px, transparent 8px)
    ${({ theme }) => theme.color.bg};
  cursor: pointer;
  &:checked {
    border-color: ${({ theme }) => theme.color.accent};
    background: radial-gradient(
        circle at calc(100% - 12px) 50%,
        ${({ theme }) => theme.color.accentText} 7px,
        transparent 8px
      )
      ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

interface Props {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

export function ConsentSwitch({ label, description, checked, disabled = false, onChange }: Props) {
  const id = useId();
  return (
    <Row>
      <Toggle
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-description`}>{description}</p>
    </Row>
  );
}
