export type EmailCheck = { ok: true; email: string } | { ok: false; problem: 'empty' | 'invalid' };

// The same shape browsers accept for type="email": something@something, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed before it is checked and sent (spec 1 §5). */
export function checkEmail(raw: string): EmailCheck {
  const email = raw.trim();
  if (email === '') return { ok: false, problem: 'empty' };
  return EMAIL_SHAPE.test(email) ? { ok: true, email } : { ok: false, problem: 'invalid' };
}

export const canSubmitEmail = (raw: string): boolean => raw.trim() !== '';
