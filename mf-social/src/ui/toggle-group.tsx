import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
    border-color: #000;
  }
`;

interface Props<T extends string> {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice out of a few, as pressed buttons (filters and sorts). */
export function ToggleGroup<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Toggle key={option.id} type="button" aria-pressed={option.id === value} onClick={() => onChange(option.id)}>
          {option.label}
        </Toggle>
      ))}
    </Group>
  );
}
