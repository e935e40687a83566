import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import { PRICE_RANGE } from '../../lib/catalog-model/product-filters';

/** Waits for the slider to settle so dragging does not fire a request per step. */
const COMMIT_DELAY_MS = 350;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  input {
    width: 100%;
    accent-color: ${({ theme }) => theme.color.accent};
  }
`;

interface Props {
  min?: number;
  max?: number;
  onCommit: (range: { minPrice?: number; maxPrice?: number }) => void;
}

export function PriceRange({ min = PRICE_RANGE.min, max = PRICE_RANGE.max, onCommit }: Props) {
  const [draft, setDraft] = useState({ min, max });
  const [committed, setCommitted] = useState({ min, max });
  if (committed.min !== min || committed.max !== max) {
    setCommitted({ min, max });
    setDraft({ min, max });
  }

  useEffect(() => {
    if (draft.min === min && draft.max === max) return;
    const timer = setTimeout(() => onCommit({ minPrice: draft.min, maxPrice: draft.max }), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, min, max, onCommit]);

  return (
    <fieldset>
      <legend>Price</legend>
      <Field>
        <span>Minimum price: {formatPrice(draft.min)}</span>
        <input
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={PRICE_RANGE.step}
          value={draft.min}
          onChange={(event) => setDraft({ min: Math.min(Number(event.target.value), draft.max), max: draft.max })}
        />
      </Field>
      <Field>
        <span>Maximum price: {formatPrice(draft.max)}</span>
        <input
          type="range"
          min={PRICE_RANGE.min}
          max={PRICE_RANGE.max}
          step={PRICE_RANGE.step}
          value={draft.max}
          onChange={(event) => setDraft({ min: draft.min, max: Math.max(Number(event.target.value), draft.min) })}
        />
      </Field>
    </fieldset>
  );
}
