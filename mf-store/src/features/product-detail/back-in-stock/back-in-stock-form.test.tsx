import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { BackInStockForm } from './back-in-stock-form';

startMockApi();
afterEach(cleanup);

async function askWith(email: string) {
  renderWithKit(<BackInStockForm variantId={7} variantName="XL" />, { as: 'signed-out' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.submit(screen.getByTestId('back-in-stock-form'));
  return (await screen.findByRole('alert')).textContent;
}

describe('BackInStockForm', () => {
  it('when the server refuses the address, then the form says its word on the e-mail', async () => {
    mockServer.use(
      answerError('post', '/api/back-in-stock', 400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        fields: { email: 'Enter a valid e-mail address' },
      }),
    );
    expect(await askWith('fan@example')).toBe('Enter a valid e-mail address');
  });

  it('when the server refuses for another reason, then the form says its message, not the status line', async () => {
    mockServer.use(
      answerError('post', '/api/back-in-stock', 429, { code: 'RATE_LIMITED', message: 'Too many alerts from here' }),
    );
    expect(await askWith('fan@example.com')).toBe('Too many alerts from here');
  });

  it('when the server fails, then the form says to try again', async () => {
    mockServer.use(answerError('post', '/api/back-in-stock', 500, { code: 'INTERNAL', message: 'Our side' }));
    expect(await askWith('fan@example.com')).toBe('Something went wrong. Please try again.');
  });
});
