import { Secret, TOTP } from 'otpauth';

const ISSUER = 'PRO Portal';

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new base32 TOTP secret. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secret: string, label: string) => totp(secret, label).toString();

/** True when code is valid for the secret now (one period of drift either way). */
export function checkTotp(secret: string, code: number | string): boolean {
  const token = String(code).padStart(6, '0');
  return totp(secret, 'check').validate({ token, window: 1 }) !== null;
}
