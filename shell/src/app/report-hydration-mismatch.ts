/**
 * React has already drawn the mismatching part in the browser when it calls this, so there is
 * nothing to retry (retrying could loop): developers see why, visitors see a working page.
 */
export function reportHydrationMismatch(error: unknown): void {
  if (process.env.NODE_ENV !== 'production') {
    console.warn('The server-drawn first screen did not match; React drew it in the browser.', error);
  }
}
