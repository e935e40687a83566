import { expect, type Page } from '@playwright/test';

/** Plain Chromium has no Google Pay set up: this page's browser says it can pay with it, as one that has would. */
export async function offerGooglePay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    class GooglePayReady {
      canMakePayment() {
        return Promise.resolve(true);
      }
    }
    Object.defineProperty(window, 'PaymentRequest', { value: GooglePayReady, configurable: true });
  });
}

/** Picks a wallet or PayPal and answers the sandbox's stand-in for its window or sheet. */
export async function chooseWalletOutcome(page: Page, method: RegExp, outcome: string): Promise<void> {
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: method }).check();
  const approval = page.getByTestId('wallet-approval');
  await approval.getByRole('button', { name: outcome }).click();
  await expect(approval.getByRole('button', { name: outcome })).toHaveAttribute('aria-pressed', 'true');
}

export async function acceptCheckoutTerms(page: Page): Promise<void> {
  await page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy').check();
  await page.getByLabel('I understand how my personal data will be processed').check();
}
