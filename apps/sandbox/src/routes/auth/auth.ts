import '@fastify/cookie';
import { validationMessages } from '@pro-portal/rules';
import { countSignInAttempt, signInKey, signInSucceeded } from '../../auth/login-throttle.js';
import { SESSION_COOKIE, endLoginSession, startLoginSession } from '../../auth/login-sessions.js';
import { verifyPassword } from '../../auth/passwords.js';
import { sameOriginPath, verifySamlResponse } from '../../auth/saml.js';
import { checkTotp, newTotpSecret, totpUri } from '../../auth/totp.js';
import { useSamlResponse } from '../../auth/used-saml-responses.js';
import { dropToken, issueToken, readToken } from '../../auth/verification-tokens.js';
import { requireCaller, type AppContext, type HandlerMap } from '../../context.js';
import { ApiError, ErrorCode, notFound } from '../../errors.js';
import { environmentNamed, setMfaSecret, userById, userNamed } from '../../services/account.js';
import { mfaRequired } from '../../services/mfa-policy.js';
import { devIdpLoginUrl } from '../../web/dev-idp.js';

const badCredentials = () =>
  new ApiError(401, ErrorCode.invalidCredentials, 'The environment, username or password is not correct.');
const wrongCode = () =>
  new ApiError(401, ErrorCode.invalidMfaCode, 'The verification code is not correct. Please try again.');

export function authHandlers(ctx: AppContext): HandlerMap {
  const { db, config } = ctx;

  const findEnv = (name: string) => environmentNamed(db, String(name ?? ''));

  return {
    async login(req, reply) {
      const { environment, username, password } = req.body as {
        environment: string;
        username: string;
        password: string;
      };
      if (!username?.trim()) throw new ApiError(400, ErrorCode.validation, validationMessages.login.usernameRequired);
      if (!password) throw new ApiError(400, ErrorCode.validation, validationMessages.login.passwordRequired);
      const env = await findEnv(environment);
      if (!env) throw badCredentials();
      if (env.saml_metadata_url) {
        throw new ApiError(400, ErrorCode.validation, `The environment ${env.name} signs in through single sign-on.`);
      }
      if (username.trim().toLowerCase() === 'admin' && !env.is_root) {
        throw new ApiError(401, ErrorCode.adminOnlyInRoot, validationMessages.login.adminOnlyInRoot);
      }
      const key = signInKey(`${env.id}/${username.trim().toLowerCase()}`, req.ip);
      await countSignInAttempt(db, key, config.signInBlockSeconds);
      const user = await userNamed(db, env.id, username);
      if (!user || !(await verifyPassword(password, user.password_hash))) throw badCredentials();
      await signInSucceeded(db, key);
      if (user.mfa_enabled && user.mfa_secret) {
        return { mfa_required: true, verification_token: await issueToken(db, user.id, 'mfa-login') };
      }
      if (await mfaRequired(db)) {
        // No session until the person has enrolled: the token carries the new secret to the enrolment.
        const secret = newTotpSecret();
        return {
          mfa_required: true,
          mfa_enrolment_required: true,
          verification_token: await issueToken(db, user.id, 'mfa-enrol', secret),
          qr_code_uri: totpUri(secret, `${user.name}@${env.name}`),
        };
      }
      await startLoginSession(db, reply, user.id);
      return { mfa_required: false };
    },

    async verifyLoginMfa(req, reply) {
      const { verification_token, mfa_code } = req.body as { verification_token: string; mfa_code: number };
      const { userId } = await readToken(db, verification_token, 'mfa-login');
      const key = signInKey(`mfa/${userId}`, req.ip);
      await countSignInAttempt(db, key, config.signInBlockSeconds);
      const user = await userById(db, userId);
      if (!user?.mfa_secret || !checkTotp(user.mfa_secret, mfa_code)) throw wrongCode();
      await signInSucceeded(db, key);
      await dropToken(db, verification_token);
      await startLoginSession(db, reply, user.id);
    },

    async enrolLoginMfa(req, reply) {
      const { verification_token, mfa_code } = req.body as { verification_token: string; mfa_code: number };
      const { userId, data: secret } = await readToken(db, verification_token, 'mfa-enrol');
      const key = signInKey(`mfa/${userId}`, req.ip);
      await countSignInAttempt(db, key, config.signInBlockSeconds);
      if (!secret || !checkTotp(secret, mfa_code)) throw wrongCode();
      await signInSucceeded(db, key);
      await setMfaSecret(db, userId, secret);
      await dropToken(db, verification_token);
      await startLoginSession(db, reply, userId);
    },

    async logout(req, reply) {
      requireCaller(req);
      await endLoginSession(db, reply, req.cookies?.[SESSION_COOKIE]);
    },

    async startSamlLogin(req, reply) {
      const {
        env: envName,
        returnTo,
        errorRedirectUri,
      } = req.body as { env: string; returnTo?: string; errorRedirectUri?: string };
      const env = await findEnv(envName);
      if (!env?.saml_metadata_url) {
        throw notFound(
          `The environment ${envName} does not exist or is not linked to single sign-on.`,
          ErrorCode.samlNotConfigured,
        );
      }
      return reply
        .code(303)
        .header('location', devIdpLoginUrl(env.name, returnTo, errorRedirectUri))
        .send();
    },

    async consumeSamlAssertion(req, reply) {
      const q = req.query as { env: string; returnTo?: string; errorRedirectUri?: string };
      const { SAMLResponse } = req.body as { SAMLResponse: string };
      const fail = (message: string) => {
        const target = sameOriginPath(q.errorRedirectUri) ?? `${config.basePath}login`;
        const sep = target.includes('?') ? '&' : '?';
        return reply
          .code(303)
          .header('location', `${target}${sep}message=${encodeURIComponent(message)}`)
          .send();
      };
      const claims = verifySamlResponse(config.secret ?? '', SAMLResponse);
      if ('error' in claims) return fail(claims.error);
      const env = await findEnv(q.env);
      if (!env?.saml_metadata_url) return fail(`The environment ${q.env} is not linked to single sign-on.`);
      if (env.name.toLowerCase() !== claims.environment.toLowerCase())
        return fail('The SAML response is for another environment.');
      const user = await userNamed(db, env.id, claims.nameId);
      if (!user) return fail(`User ${claims.nameId} is not known in environment ${env.name}.`);
      if (!(await useSamlResponse(db, claims.id, claims.notOnOrAfter)))
        return fail('This SAML response was already used. Please sign in again.');
      await startLoginSession(db, reply, user.id);
      return reply
        .code(303)
        .header('location', sameOriginPath(q.returnTo) ?? config.basePath)
        .send();
    },
  };
}
