import styled from 'styled-components';
import { formatPrice } from '@ps/shared/rules';
import type { Address, ShippingMethodId } from '@ps/shared/schemas';
import { Skeleton } from '@ps/shared/ui';
import { useShippingMethods } from '../../lib/checkout-api/get-shipping-methods';
import { Alert } from '../../ui/panel';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    padding: ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface Props {
  address: Address | null;
  selected: ShippingMethodId | null;
  onSelect: (method: ShippingMethodId) => void;
}

/** Requested once the address is complete (spec 3 §4); until then, a prompt. */
export function ShippingMethods({ address, selected, onSelect }: Props) {
  const { data: methods, isFetching, isError } = useShippingMethods(address);
  if (!address) return <Alert $tone="info">Complete your shipping address to see shipping options.</Alert>;
  if (isError) return <Alert role="alert">Failed to fetch shipping methods</Alert>;
  if (!methods) return <Skeleton $height="120px" aria-busy={isFetching} />;
  return (
    <Group>
      <legend>Shipping method</legend>
      {methods.map((method) => (
        <label key={method.id}>
          <input
            type="radio"
            name="shippingMethod"
            value={method.id}
            checked={selected === method.id}
            onChange={() => onSelect(method.id)}
          />
          <span>
            {method.name}
            <small>{method.description}</small>
          </span>
          <strong>{method.price === 0 ? 'FREE' : formatPrice(method.price)}</strong>
        </label>
      ))}
    </Group>
  );
}
