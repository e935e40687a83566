import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@ps/shared/api';
import { loginBodySchema } from '@ps/shared/schemas';
import { TextField } from '@ps/shared/kit';
import { renderWithKit } from '@ps/test-kit/render';
import { Form } from './form';
import { useZodForm } from './use-zod-form';

function SignIn({ fail }: { fail: () => never }) {
  const form = useZodForm(loginBodySchema, { email: 'riley@example.com', password: 'secret-password' });
  const { errors } = form.formState;
  return (
    <Form form={form} failure="Try again later" onSubmit={async () => fail()}>
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Password" error={errors.password?.message} {...form.register('password')} />
      <button type="submit">Sign in</button>
    </Form>
  );
}

const renderForm = (error: unknown) =>
  renderWithKit(
    <SignIn
      fail={() => {
        throw error;
      }}
    />,
  );

const apiError = (status: number, body: object) => new ApiError(status, '', body as never);

describe('Form', () => {
  afterEach(cleanup);

  it('puts a message without a field in an alert that takes the focus', async () => {
    renderForm(apiError(401, { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The e-mail or password is incorrect');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("shows a field's message beside it, tied by aria-describedby, and focuses that field", async () => {
    renderForm(apiError(400, { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { password: 'Too common' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Too common');
    expect(document.activeElement).toBe(password);
    expect(screen.queryAllByRole('alert').map((node) => node.textContent)).toEqual(['Too common']);
  });
});

function LazySignIn({ load }: { load: () => Promise<typeof loginBodySchema> }) {
  const form = useZodForm(load, { email: '', password: '' });
  const { errors } = form.formState;
  return (
    <Form form={form} failure="Try again later" onSubmit={async () => undefined}>
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <button type="submit">Sign in</button>
    </Form>
  );
}

const renderLazy = (load: () => Promise<typeof loginBodySchema>) => renderWithKit(<LazySignIn load={load} />);

describe('a form whose schema loads on demand', () => {
  afterEach(cleanup);

  it('downloads nothing until focus enters it, then shows the schema’s message when a field is left', async () => {
    const load = vi.fn(async () => loginBodySchema);
    renderLazy(load);
    expect(load).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    fireEvent.focus(email);
    expect(load).toHaveBeenCalled();
    fireEvent.blur(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBeTruthy();
  });

  it('says the server cannot be reached when the schema does not download on submit', async () => {
    renderLazy(() => Promise.reject(new Error('Loading chunk 8659 failed')));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't reach the server/);
  });
});
