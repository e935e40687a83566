import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';
import { normalizeOrderNumber } from '../../lib/order-model/order-number';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 720px;
  label {
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  input {
    flex: 1 1 260px;
    min-width: 0;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 3px solid #000;
    background: ${({ theme }) => theme.color.text};
    color: ${({ theme }) => theme.color.bg};
    font-size: 1rem;
  }
  button {
    flex: 1 0 auto;
    min-height: 52px;
  }
  ${media.sm} {
    input {
      padding: 0 ${({ theme }) => theme.space(4)};
      font-size: 1.125rem;
    }
    button {
      flex-grow: 0;
    }
  }
`;

interface Props {
  /** The number in the URL; the input follows it when it changes. */
  orderNumber: string;
  onTrack: (orderNumber: string) => void;
}

export function TrackForm({ orderNumber, onTrack }: Props) {
  const [text, setText] = useState(orderNumber);
  const [syncedNumber, setSyncedNumber] = useState(orderNumber);
  if (orderNumber !== syncedNumber) {
    setSyncedNumber(orderNumber);
    setText(orderNumber);
  }
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onTrack(normalizeOrderNumber(text));
  };

  return (
    <Form role="search" aria-label="Track an order" onSubmit={submit}>
      <label htmlFor="track-order-number">Order number</label>
      <Row>
        <input
          id="track-order-number"
          name="orderNumber"
          placeholder={`Enter order number (e.g., ${ORDER_NUMBER_EXAMPLE})`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={blank}>
          Track Order
        </Button>
      </Row>
    </Form>
  );
}
