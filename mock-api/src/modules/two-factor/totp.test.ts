import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedStep, enrolmentFor, newTotpSecret } from './totp';

const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (secret: string, seconds: number) => authenticator.clone({ epoch: seconds * 1000 }).generate(secret);

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('accepts the current code and the neighbouring steps, and names the step each belongs to', () => {
    const now = 1_800_000_000;
    expect(acceptedStep(codeAt(secret, now), secret, at(now))).toBe(60_000_000);
    expect(acceptedStep(codeAt(secret, now - 30), secret, at(now))).toBe(59_999_999);
    expect(acceptedStep(codeAt(secret, now + 30), secret, at(now))).toBe(60_000_001);
  });

  it('refuses an old code, a code of another secret and anything that is not six digits', () => {
    const now = 1_800_000_000;
    expect(acceptedStep(codeAt(secret, now - 120), secret, at(now))).toBeNull();
    expect(acceptedStep(codeAt(newTotpSecret(), now), secret, at(now))).toBeNull();
    expect(acceptedStep('12345', secret, at(now))).toBeNull();
  });

  it('draws the QR code locally as a PNG data URL of the otpauth URI', async () => {
    const enrolment = await enrolmentFor('crew@panicsquad.example', secret);
    expect(enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
  });
});
