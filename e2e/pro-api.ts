import { createHmac } from 'node:crypto';
import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';

/** An SDK client for test setup, signed in with a password (the session cookie is kept per client). */
export async function signedInClient(
  origin: string,
  environment: string,
  username: string,
  password: string,
): Promise<ProClient> {
  let cookie = '';
  const client = createProClient(
    {
      baseUrl: origin,
      fetch: async (input, init = {}) => {
        const headers = new Headers(init.headers);
        if (cookie) headers.set('Cookie', cookie);
        const response = await fetch(input, { ...init, headers });
        const set = response.headers.get('set-cookie');
        const session = set?.match(/pro_session=([^;]*)/);
        if (session) cookie = `pro_session=${session[1]}`;
        return response;
      },
    },
    ALL_APIS,
  );
  await client.auth.auth.login({ loginRequest: { environment, username, password } });
  return client;
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The current TOTP code (RFC 6238: SHA-1, 6 digits, 30 s) of an otpauth:// URI's secret. */
export function totpCode(otpauthUri: string, at = Date.now()): string {
  const params = new URL(otpauthUri).searchParams;
  const secret = base32Decode(params.get('secret') ?? '');
  const digits = Number(params.get('digits') ?? 6);
  const period = Number(params.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}

/** Turns MFA on for the signed-in user of `client`; returns the otpauth URI to compute codes from. */
export async function enableMfa(client: ProClient, password: string): Promise<string> {
  const { verificationToken } = await client.main.portal.verifyPassword({
    verifyPasswordRequest: { currentPassword: password },
  });
  const qr = await client.main.portal.getMfaQrCode({ token: verificationToken });
  await client.main.portal.enableMfa({
    enableMfaRequest: { verificationToken: qr.verificationToken, mfaVerificationCode: Number(totpCode(qr.qrCodeUri)) },
  });
  return qr.qrCodeUri;
}

const isSaml = (env: { samlMetadataUrl?: string | null }) => !!env.samlMetadataUrl?.trim();

/** At least two SAML environments, so that signed-out visitors get the login page instead of single sign-on. */
export async function ensureTwoSamlEnvironments(admin: ProClient): Promise<void> {
  const { environments } = await admin.main.environments.listEnvironments();
  if (environments.filter(isSaml).length >= 2) return;
  await admin.main.environments.createEnvironment({
    environmentCreate: {
      name: 'E2eSecondSso',
      description: 'A second linked environment',
      samlMetadataUrl: 'https://idp.partner.test/metadata',
      isDefault: false,
    },
  });
}

/** Unlinks every SAML environment but `keep`, so that signed-out visitors go straight to single sign-on. */
export async function keepOneSamlEnvironment(admin: ProClient, keep: string): Promise<void> {
  const { environments } = await admin.main.environments.listEnvironments();
  for (const env of environments.filter((e) => isSaml(e) && e.name !== keep)) {
    await admin.main.environments.updateEnvironment({
      environmentName: env.name,
      environmentUpdate: { samlMetadataUrl: null },
    });
  }
}
