import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE } from '@ps/shared/api';
import { Toaster } from '@ps/shared/ui';
import { renderWithKit } from '@ps/test-kit/render';
import { NewsletterForm } from './newsletter-form';

const fetchMock = vi.fn<typeof fetch>();

function renderForm() {
  renderWithKit(
    <>
      <NewsletterForm variant="control" ctaLabel="JOIN THE SQUAD" />
      <Toaster />
    </>,
  );
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    name: screen.getByLabelText('Name (optional)') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'JOIN THE SQUAD' }),
    form: screen.getByTestId('newsletter-form'),
  };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('NewsletterForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('marks the button disabled while the trimmed email is empty, and says Email Required on submit', async () => {
    const { email, button, form } = renderForm();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(email, { target: { value: '   ' } });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.submit(form));
    // The toast's card loads with the first toast raised.
    expect(await screen.findByText('Email Required')).toBeTruthy();
    expect(screen.getAllByText('Please enter your email address').length).toBeGreaterThan(0);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed signup, shows JOINING THE SQUAD... meanwhile, then welcomes and clears the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { email, name, button, form } = renderForm();
    fireEvent.change(name, { target: { value: ' Ava ' } });
    fireEvent.change(email, { target: { value: ' ava@example.com ' } });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    await act(async () => fireEvent.submit(form));
    expect((screen.getByRole('button', { name: 'JOINING THE SQUAD...' }) as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/signup');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ava@example.com',
      name: 'Ava',
      wantsUpdates: false,
      source: 'contact_form',
      variant: 'control',
    });

    await act(async () => answer(jsonResponse(201, { ok: true })));
    expect(screen.getByText('Check your inbox')).toBeTruthy();
    expect(
      screen.getByText('We sent you a link to confirm your subscription. Your free EP follows once you confirm.'),
    ).toBeTruthy();
    expect(email.value).toBe('');
    expect(name.value).toBe('');
  });

  it("shows Signup Failed with the server's message and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { code: 'ALREADY_SUBSCRIBED', message: 'You are already in the Squad.' }),
    );
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'ava@example.com' } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Signup Failed')).toBeTruthy();
    expect(screen.getByText('You are already in the Squad.')).toBeTruthy();
    expect(email.value).toBe('ava@example.com');
  });

  it('falls back to Please try again later. when the server fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'Something went wrong on our side' }));
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'ava@example.com' } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('says the server could not be reached when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'ava@example.com' } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText(UNREACHABLE)).toBeTruthy();
  });

  it('says Invalid email for something that is not an address', async () => {
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'ava' } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
