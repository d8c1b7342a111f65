import { passwordRules, checkPasswordRules } from '../../auth/password-rules.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { checkTotp, newTotpSecret, totpUri } from '../../auth/totp.js';
import { dropToken, issueToken, readToken } from '../../auth/verification-tokens.js';
import { requireCaller, type AppContext, type Caller, type HandlerMap } from '../../context.js';
import { ApiError, ErrorCode, conflict, forbidden } from '../../errors.js';
import type { Db } from '../../db/db.js';
import { accountCredentials, setMfaSecret, setPasswordHash } from '../../services/account.js';
import { findImage } from '../../services/images.js';
import { mfaRequired } from '../../services/mfa-policy.js';
import { imageUrl } from '../../web/image-urls.js';

/** The caller's own credentials; 403 for users of SAML environments (their password lives elsewhere). */
async function nativeAccount(db: Db, caller: Caller) {
  const row = await accountCredentials(db, caller.userId);
  if (!row || row.saml)
    throw forbidden(
      'Passwords and MFA of users of a linked (SAML) environment are managed by its identity provider.',
      ErrorCode.mfaNotAvailable,
    );
  return row;
}

async function checkCurrentPassword(db: Db, caller: Caller, password: string) {
  const account = await nativeAccount(db, caller);
  if (!(await verifyPassword(password, account.password_hash))) {
    throw new ApiError(400, ErrorCode.wrongPassword, 'The current password is not correct.');
  }
  return account;
}

export function portalAccountHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;
  return {
    async getProVersion() {
      return { version: config.proVersion };
    },
    async getPasswordRules() {
      return passwordRules;
    },
    async getCompanyLogoUrl(req) {
      const { logoId } = req.query as { logoId: string };
      await findImage(db, 'rightLogo', logoId);
      return { url: imageUrl(config, 'rightLogo', logoId) };
    },
    async getLoginImageUrl(req) {
      const { loginImageId } = req.query as { loginImageId: string };
      await findImage(db, 'loginImage', loginImageId);
      return { url: imageUrl(config, 'loginImage', loginImageId) };
    },
    async changePassword(req) {
      const caller = requireCaller(req);
      const { currentPassword, newPassword } = req.body as { currentPassword: string; newPassword: string };
      await checkCurrentPassword(db, caller, currentPassword);
      checkPasswordRules(newPassword);
      await setPasswordHash(db, caller.userId, await hashPassword(newPassword));
    },
    async verifyPassword(req) {
      const caller = requireCaller(req);
      const { currentPassword } = req.body as { currentPassword: string };
      await checkCurrentPassword(db, caller, currentPassword);
      return { verificationToken: await issueToken(db, caller.userId, 'verify-password') };
    },
    async getMfaStatus(req) {
      const caller = requireCaller(req);
      const isEnabled = (await accountCredentials(db, caller.userId))?.mfa_enabled ?? false;
      return { isEnabled, isRequired: await mfaRequired(db) };
    },
    async getMfaQrCode(req) {
      const caller = requireCaller(req);
      await nativeAccount(db, caller);
      const { token } = req.query as { token: string };
      await readToken(db, token, 'verify-password', caller.userId);
      const secret = newTotpSecret();
      await dropToken(db, token);
      const verificationToken = await issueToken(db, caller.userId, 'verify-password', secret);
      return { verificationToken, qrCodeUri: totpUri(secret, `${caller.username}@${caller.environmentName}`) };
    },
    async enableMfa(req) {
      const caller = requireCaller(req);
      await nativeAccount(db, caller);
      const { verificationToken, mfaVerificationCode } = req.body as {
        verificationToken: string;
        mfaVerificationCode: number;
      };
      const { data: secret } = await readToken(db, verificationToken, 'verify-password', caller.userId);
      if (!secret)
        throw new ApiError(
          400,
          ErrorCode.invalidVerificationToken,
          'Ask for the QR code first, then enter the code it shows.',
        );
      if (!checkTotp(secret, mfaVerificationCode)) {
        throw new ApiError(400, ErrorCode.invalidMfaCode, 'The verification code is not correct. Please try again.');
      }
      await setMfaSecret(db, caller.userId, secret);
      await dropToken(db, verificationToken);
    },
    async disableMfa(req) {
      const caller = requireCaller(req);
      await nativeAccount(db, caller);
      const { verificationToken } = req.body as { verificationToken: string };
      await readToken(db, verificationToken, 'verify-password', caller.userId);
      if (await mfaRequired(db))
        throw conflict('MFA is required by the administrator and cannot be disabled.', ErrorCode.mfaRequiredByAdmin);
      await setMfaSecret(db, caller.userId, null);
      await dropToken(db, verificationToken);
    },
  };
}
