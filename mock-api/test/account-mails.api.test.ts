import { expect, it } from 'vitest';
import { browser, registerCustomer, signIn } from './support/browser';
import { mailsTo, queuedMails } from './support/newsletter-mail';
import { describeEachDatabase } from './support/suite';

const NEW_PASSWORD = 'a brand new passphrase';

describeEachDatabase('mails about the account: welcome and password changed', (api) => {
  it('welcomes a new account exactly once, and nobody for a second sign-up with the same e-mail', async () => {
    const { email, password } = await registerCustomer(browser(api));
    const [welcome] = await mailsTo(api, email, 'Welcome to the Panic Squad');
    expect(welcome).toContain('Your Panic Squad account is ready.');
    expect(welcome).toContain('/account/orders');

    const again = browser(api);
    await again.session();
    await again.post('/api/account/register', { email, password, firstName: 'Jane', lastName: 'Doe' });
    expect(await queuedMails(api, email, 'account_welcome')).toBe(1);
  });

  it('tells the account holder once that the password was changed by a reset link', async () => {
    const { email } = await registerCustomer(browser(api));
    const page = browser(api);
    await page.session();
    expect((await page.post('/api/account/password-reset', { email })).status).toBe(202);
    const [resetMail] = await mailsTo(api, email, 'Choose a new Panic Squad password');
    const token = /reset-password\?token=([\w-]{43})/.exec(resetMail ?? '')?.[1];
    expect(token).toBeDefined();
    expect(await queuedMails(api, email, 'password_changed')).toBe(0);

    const confirm = () => page.post('/api/account/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(400);
    expect(await queuedMails(api, email, 'password_changed')).toBe(1);
    const [notice] = await mailsTo(api, email, 'Your Panic Squad password was changed');
    expect(notice).toContain('every device signed in with the old one was signed out');
    expect((await signIn(browser(api), email, NEW_PASSWORD)).status).toBe(200);
  });
});
