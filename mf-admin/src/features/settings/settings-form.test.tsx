import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_MESSAGES, shopSettingsResponseSchema, type ShopSettings } from '@ps/shared/schemas';
import { answer, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { SettingsForm } from './settings-form';

startMockApi();
afterEach(cleanup);

const settings: ShopSettings = {
  shopName: 'Panic Squad',
  supportEmail: 'support@panicsquad.example',
  supportPhone: '+1 (615) 555-0142',
  shopAddress: 'Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States',
  freeShippingThreshold: 50,
  lowStockThreshold: 5,
  returnWindowDays: 30,
  band: {
    links: {
      tiktok: 'https://www.tiktok.com/@panicsquadband',
      instagram: 'https://www.instagram.com/panicsquadband',
      discord: 'https://discord.com/invite/panicsquad',
      twitter: 'https://x.com/panicsquadband',
    },
    figures: { fans: 156_000, discordMembers: 15_673, tiktokFollowers: 23_000 },
  },
};

async function setWindow(days: string) {
  renderWithKit(<SettingsForm settings={settings} version={3} />, { as: 'admin' });
  const field = await screen.findByLabelText<HTMLInputElement>('Returns window (days after delivery)');
  expect(field.value).toBe('30');
  fireEvent.change(field, { target: { value: days } });
  return screen.getByRole('button', { name: 'Save settings' });
}

describe('SettingsForm: the returns window', () => {
  it('when staff give 0 days, then the field says the range and nothing is sent', async () => {
    let puts = 0;
    mockServer.use(
      answer('put', '/api/admin/settings', shopSettingsResponseSchema, () => {
        puts += 1;
        return { settings, updatedAt: null, updatedBy: null, version: 4 };
      }),
    );
    const save = await setWindow('0');
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText(SETTINGS_MESSAGES.returnWindowInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Returns window (days after delivery)').getAttribute('aria-invalid')).toBe('true');
    expect(puts).toBe(0);
  });

  it('when staff give 45 days, then the whole document goes with 45 and the version read', async () => {
    let sent: unknown;
    mockServer.use(
      answer('put', '/api/admin/settings', shopSettingsResponseSchema, ({ request }) => {
        void request.json().then((body) => (sent = body));
        return { settings: { ...settings, returnWindowDays: 45 }, updatedAt: null, updatedBy: null, version: 4 };
      }),
    );
    const save = await setWindow('45');
    await act(async () => fireEvent.click(save));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ ...settings, returnWindowDays: 45, expectedVersion: 3 });
  });
});
