import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { TextField } from '@ps/shared/kit';
import type { CartPromo } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useCartPromo } from '../../lib/cart-edits/cart-promo';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

const FALLBACK = 'Could not apply the code. Please try again.';

/** The code on the cart, with why it gives nothing now when it does not, and a way to take it off. */
function AppliedPromo({ promo }: { promo: CartPromo }) {
  const { remove } = useCartPromo();
  return (
    <Applied role="status">
      <p>
        <strong>{promo.code}</strong> applied: {promo.label}
      </p>
      <Button type="button" $variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
        Remove code
      </Button>
      {promo.problem && <Problem>{promo.problem}</Problem>}
    </Applied>
  );
}

/** The server judges every code and says why one cannot be used (unknown, expired, below the minimum, used up). */
export function PromoCode({ promo }: { promo: CartPromo | null }) {
  const { apply } = useCartPromo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  if (promo) return <AppliedPromo promo={promo} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a promo code.');
    setError(undefined);
    apply.mutate(code.trim(), {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(userErrorMessage(failure, FALLBACK)),
    });
  };
  return (
    <Form onSubmit={submit}>
      <TextField label="Promo code" value={code} onChange={(event) => setCode(event.target.value)} error={error} />
      <Button type="submit" $variant="secondary" disabled={apply.isPending}>
        Apply
      </Button>
    </Form>
  );
}
