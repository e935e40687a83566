import { useState, type FormEvent } from 'react';
import { useNavigate } from '@ps/shared/router';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { ADMIN_SECTIONS, mayOpen, type StaffAccess } from '../../config/admin-sections';

/* On a phone the search takes a row of its own under the buttons instead of shrinking to a sliver. */
const Form = styled.form`
  order: 1;
  flex: 1 1 100%;
  ${media.md} {
    order: 0;
    flex: 1 1 auto;
    max-width: 360px;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`;

const orders = ADMIN_SECTIONS.find((section) => section.label === 'Orders')!;

/**
 * Finds orders by number or e-mail through the orders list (GET /api/admin/orders?q=). Shown only
 * once the Orders screens exist and the role may use them; a search that leads nowhere is worse than none.
 */
export function OrderSearch({ access }: { access: StaffAccess }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  if (!orders.built || !mayOpen(access, orders)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(`${orders.to}?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <Form role="search" aria-label="Orders" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search orders by number or e-mail"
        placeholder="Order number or e-mail"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Form>
  );
}
