import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProfileSchema, type AccountProfile } from '@ps/shared/schemas';
import { answer, answerError, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { useProfile } from '../../lib/profile-api/get-profile';
import { PrivacyCard } from './privacy-card';

startMockApi();
afterEach(cleanup);

const profile: AccountProfile = {
  firstName: 'Riley',
  lastName: 'Nervous',
  email: 'riley@example.com',
  marketingEmails: false,
};
/** The card as the account page gives it: the profile the query holds. */
function CardOnPage() {
  const { data } = useProfile(true);
  return data ? <PrivacyCard profile={data} onDeleted={vi.fn()} /> : null;
}

async function showCard() {
  mockServer.use(answer('get', '/api/account/profile', accountProfileSchema, profile));
  renderWithKit(<CardOnPage />, { as: 'fan' });
  await screen.findByLabelText('Send me news and offers by e-mail');
}

const box = () => screen.getByLabelText<HTMLInputElement>('Send me news and offers by e-mail');

describe('PrivacyCard', () => {
  it('when the fan ticks the box, then it stays ticked while saving and after, and the card says it is saved', async () => {
    let release: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      answer('put', '/api/account/marketing', accountProfileSchema, { ...profile, marketingEmails: true }, { after }),
    );
    await showCard();

    fireEvent.click(box());
    expect(box().checked).toBe(true);
    await act(async () => release());
    expect(await screen.findByText('Your choice has been saved.')).toBeTruthy();
    expect(box().checked).toBe(true);
  });

  it('when saving fails, then the box shows the choice still on record and says to try again', async () => {
    mockServer.use(answerError('put', '/api/account/marketing', 503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }));
    await showCard();

    fireEvent.click(box());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(box().checked).toBe(false);
  });
});
