import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  button,
  input {
    min-width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-size: 1.125rem;
    text-align: center;
  }
  button {
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  input {
    width: 64px;
  }
`;

/** Held between 1 and max; a max below 1 still allows 1. */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(Math.trunc(quantity), Math.max(max, 1)));
}

interface Props {
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  label?: string;
}

/** Held between 1 and max (spec 2: min(stock, 10)). */
export function QuantityStepper({ value, max, disabled = false, onChange, label = 'Quantity' }: Props) {
  const set = (next: number) => onChange(clampQuantity(next, max));
  return (
    <Group role="group" aria-label={label}>
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={1}
        max={Math.max(max, 1)}
        value={value}
        disabled={disabled}
        onChange={(event) => set(Number(event.target.value))}
      />
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </Group>
  );
}
