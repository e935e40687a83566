import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

/** The store runs no promotions yet (spec 3 §9: the discount is always 0), so every code is answered honestly. */
export function PromoCode() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(code.trim() ? `"${code.trim()}" isn't a valid promo code.` : 'Enter a promo code.');
  };
  return (
    <Form onSubmit={submit}>
      <TextField label="Promo code" value={code} onChange={(event) => setCode(event.target.value)} error={error} />
      <Button type="submit" $variant="secondary">
        Apply
      </Button>
    </Form>
  );
}
