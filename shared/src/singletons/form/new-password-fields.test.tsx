import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newPasswordFormSchema } from '@ps/shared/schemas';
import { renderWithKit } from '@ps/test-kit/render';
import { Form } from './form';
import { NewPasswordFields } from './new-password-fields';
import { useZodForm } from './use-zod-form';

function ChoosePassword({ label }: { label?: string }) {
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });
  return (
    <Form form={form} failure="Try again later" onSubmit={async () => undefined}>
      <NewPasswordFields form={form} label={label} />
      <button type="submit">Save</button>
    </Form>
  );
}

const show = (label?: string) => renderWithKit(<ChoosePassword label={label} />);

describe('the new password and its confirmation', () => {
  afterEach(cleanup);

  it('labels the pair after the given name and states the rule beside the first', () => {
    show('Password');
    expect(screen.getByLabelText('Password')).toHaveProperty('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveProperty('type', 'password');
    expect(screen.getByText(/At least \d+ characters, and not a common password\./)).toBeTruthy();
  });

  it('shows the schema message beside the confirmation when the two differ', async () => {
    show();
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'long-enough-password' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'something-else-here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByLabelText('Confirm new password');
    await screen.findAllByText(/match/i);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
  });
});
