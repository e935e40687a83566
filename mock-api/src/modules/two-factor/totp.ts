import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults, which every authenticator app reads: 30-second steps, 6 digits, SHA-1. */
const STEP_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const checker = authenticator.clone({ window: 1 });

/** The name the authenticator app shows above the code. */
export const TOTP_ISSUER = 'Panic Squad staff';

/** 160 random bits, base32: the length RFC 4226 recommends for SHA-1. */
export const newTotpSecret = (): string => authenticator.generateSecret(20);

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/**
 * The time step a right code belongs to, or null. The caller refuses a step it has already
 * accepted, so a code seen over a shoulder cannot be used again within its window.
 */
export function acceptedStep(code: string, secret: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = checker.clone({ epoch: now.getTime() }).checkDelta(code, secret);
  return delta === null ? null : stepAt(now) + delta;
}

/** What the enrolment screen shows: the QR code (drawn here, no outside service) and the secret as text. */
export async function enrolmentFor(email: string, secret: string) {
  const otpauthUri = authenticator.keyuri(email, TOTP_ISSUER, secret);
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUri, qrCode };
}
