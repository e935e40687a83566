import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ps/shared/ui';
import type { AuditFilters } from './audit-filters';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    color-scheme: dark;
  }
`;

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

interface Props {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** Applied on submit, so typing does not fire a request per key; the address keeps what was applied. */
export function AuditFilterForm({ filters, onApply }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      ...filters,
      actor: text(data, 'actor'),
      action: text(data, 'action'),
      from: text(data, 'from'),
      to: text(data, 'to'),
      page: 1,
    });
  };
  return (
    <Form aria-label="Filter the audit log" onSubmit={submit} key={JSON.stringify(filters)}>
      <label>
        Who (staff e-mail)
        <input name="actor" type="email" defaultValue={filters.actor} autoComplete="off" />
      </label>
      <label>
        Action contains
        <input name="action" defaultValue={filters.action} placeholder="e.g. order, inventory or sign_in" />
      </label>
      <label>
        From (UTC)
        <input name="from" type="date" defaultValue={filters.from} />
      </label>
      <label>
        To (UTC)
        <input name="to" type="date" defaultValue={filters.to} />
      </label>
      <Button type="submit">Apply filters</Button>
    </Form>
  );
}
