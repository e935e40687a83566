import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { FieldError, TextAreaField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { Button } from '@ps/shared/ui';
import { Card } from '../../../ui/card';
import { formatDateTime } from '../../../ui/format';
import { useAddStaffNote } from '../api/add-staff-note';

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  > :first-child {
    width: 100%;
  }
`;

/** Internal notes: for the crew only, never shown to the customer. */
export function StaffNotesCard({ order }: { order: AdminOrderDetail }) {
  const add = useAddStaffNote(order.id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Card aria-labelledby="staff-notes-title">
      <h2 id="staff-notes-title">Staff notes</h2>
      <p>
        <small>Only the crew sees these; the customer never does.</small>
      </p>
      {order.staffNotes.length > 0 && (
        <Notes>
          {order.staffNotes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <small>
                {note.staffName} · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </small>
            </li>
          ))}
        </Notes>
      )}
      <Form onSubmit={submit}>
        <TextAreaField
          label="Add a note"
          value={text}
          rows={3}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
        />
        {add.error && <FieldError role="alert">{userErrorMessage(add.error, 'Could not save the note')}</FieldError>}
        <Button type="submit" $variant="secondary" disabled={!text.trim() || add.isPending}>
          {add.isPending ? 'Saving…' : 'Add note'}
        </Button>
      </Form>
    </Card>
  );
}
