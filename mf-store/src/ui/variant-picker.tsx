import { useId } from 'react';
import styled from 'styled-components';
import type { Variant } from '@ps/shared/schemas';
import { attributeNames, attributeOptions, selectAttribute } from '../lib/catalog-model/variant-selection';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-transform: capitalize;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Option = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  span {
    display: inline-grid;
    place-items: center;
    min-width: 48px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 2px solid ${({ theme }) => theme.color.border};
    font-weight: 600;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  input:disabled + span {
    opacity: 0.45;
    text-decoration: line-through;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

interface Props {
  variants: Variant[];
  selected: Variant;
  onSelect: (variant: Variant) => void;
}

/** One radio group per attribute: arrow keys move within a group, Tab moves between groups. */
export function VariantPicker({ variants, selected, onSelect }: Props) {
  // A quick-add dialog may open over a product page's own picker: each picker names its radios apart.
  const groupName = useId();
  return (
    <>
      {attributeNames(variants).map((name) => (
        <Group key={name}>
          <legend>
            {name}: {selected.attributes[name] ?? '—'}
          </legend>
          <div>
            {attributeOptions(variants, selected, name).map((option) => (
              <Option key={option.value}>
                <input
                  type="radio"
                  name={`${groupName}-${name}`}
                  value={option.value}
                  checked={selected.attributes[name] === option.value}
                  disabled={option.disabled}
                  aria-label={option.disabled ? `${option.value} (sold out)` : option.value}
                  onChange={() => onSelect(selectAttribute(variants, selected, name, option.value))}
                />
                <span aria-hidden="true">{option.value}</span>
              </Option>
            ))}
          </div>
        </Group>
      ))}
    </>
  );
}
