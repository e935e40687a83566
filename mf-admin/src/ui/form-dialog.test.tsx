import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UNREACHABLE } from '@ps/shared/api';
import { TextField } from '@ps/shared/form';
import { renderWithKit } from '@ps/test-kit/render';
import { useServerForm } from '../lib/use-server-form';
import { FormDialog } from './form-dialog';

/** Field messages are announced too: every alert's text, in the order the dialog shows them. */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

const refusal = (fields?: Record<string, string>) =>
  new ApiError(400, 'Bad Request', { code: 'VALIDATION_ERROR', message: 'Check the fields.', fields });

/** A field drawn by a component of its own, as `ShipmentFields` is: it asks for its message in its own render. */
function Notes({ fieldError }: { fieldError: (key: string) => string | undefined }) {
  return <TextField label="Notes" value="" onChange={() => undefined} error={fieldError('notes')} />;
}

function Harness({ error, onSubmit = () => undefined }: { error: unknown; onSubmit?: (title: string) => void }) {
  const { values, bind, fieldError, unplacedError } = useServerForm(() => ({ title: 'Old' }), { error });
  return (
    <FormDialog
      title="Edit post"
      onClose={() => undefined}
      onSubmit={() => onSubmit(values.title)}
      error={unplacedError}
      failure="Could not save the post."
      saving={false}
    >
      <TextField label="Title" {...bind('title')} />
      <Notes fieldError={fieldError} />
    </FormDialog>
  );
}

afterEach(cleanup);

describe('FormDialog with useServerForm', () => {
  it('when the fields are typed in and saved, then the save gets the values as typed', () => {
    const onSubmit = vi.fn();
    renderWithKit(<Harness error={null} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByText('Save'));
    expect(onSubmit).toHaveBeenCalledWith('New title');
    expect(alerts()).toEqual([]);
  });

  it('when the server names fields the form shows, then each message stands under its input and the dialog adds none', () => {
    renderWithKit(<Harness error={refusal({ title: 'Title is required', notes: 'Too long' })} />);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Notes').getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toEqual(['Title is required', 'Too long']);
  });

  it('when the server names a field no input shows, then its message is said in the alert', () => {
    renderWithKit(<Harness error={refusal({ title: 'Title is required', expectedVersion: 'Stale' })} />);
    expect(alerts()).toEqual(['Title is required', 'Check the fields.']);
  });

  it('when the refusal names no field, then the alert says the server message', () => {
    renderWithKit(<Harness error={refusal()} />);
    expect(alerts()).toEqual(['Check the fields.']);
  });

  it('when the refusal carries no message, then the alert says the dialog failure', () => {
    renderWithKit(<Harness error={new ApiError(500, 'Server Error', null)} />);
    expect(alerts()).toEqual(['Could not save the post.']);
  });

  it('when the server fails (5xx), then the alert says the dialog failure, not the server’s words', () => {
    renderWithKit(<Harness error={new ApiError(500, 'Server Error', { code: 'INTERNAL', message: 'Our side' })} />);
    expect(alerts()).toEqual(['Could not save the post.']);
  });

  it('when the network fails, then the alert says the server could not be reached', () => {
    renderWithKit(<Harness error={new TypeError('Failed to fetch')} />);
    expect(alerts()).toEqual([UNREACHABLE]);
  });
});
