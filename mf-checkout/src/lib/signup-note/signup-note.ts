const KEY = 'ps-checkout-signup-email';

/*
 * Creating an account at checkout only mails a confirm link (decision 048): the order is placed as a
 * guest's and joins the account when the address is confirmed. The tab remembers the address, so
 * the confirmation page can say so to the shopper who asked, and to nobody else.
 */
export function rememberSignup(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email.toLowerCase());
  } catch {
    // Storage blocked: the page just leaves the note out; the mail still went.
  }
}

export function signupAskedFor(email: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === email.toLowerCase();
  } catch {
    return false;
  }
}
