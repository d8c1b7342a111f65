import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { buildSamlResponse, DEV_IDP_ISSUER } from '../auth/saml.js';
import type { EnvironmentRow } from '../services/account-rows.js';
import { esc, page } from './html.js';

export const DEV_IDP_PATH = '/dev-idp';

/** Where startSamlLogin sends the browser. */
export function devIdpLoginUrl(env: string, returnTo?: string, errorRedirectUri?: string): string {
  const q = new URLSearchParams({ env });
  if (returnTo) q.set('returnTo', returnTo);
  if (errorRedirectUri) q.set('errorRedirectUri', errorRedirectUri);
  return `${DEV_IDP_PATH}/login?${q}`;
}

type Form = { env?: string; username?: string; returnTo?: string; errorRedirectUri?: string };

const AUTOSUBMIT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('saml-post');if(f)f.submit();});`;

/** A development identity provider: pick or enter a user, get a signed SAMLResponse posted back to the portal. */
export function registerDevIdp(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const samlEnv = (name: string | undefined) =>
    db.one<EnvironmentRow>('select * from environments where name_lower = $1 and saml_metadata_url is not null', [
      String(name ?? '')
        .trim()
        .toLowerCase(),
    ]);

  app.get(`${DEV_IDP_PATH}/metadata`, async (_req, reply) => {
    reply.type('application/samlmetadata+xml');
    return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${DEV_IDP_ISSUER}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${DEV_IDP_PATH}/login"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  });

  app.get(`${DEV_IDP_PATH}/autosubmit.js`, async (_req, reply) => reply.type('text/javascript').send(AUTOSUBMIT));

  app.get(`${DEV_IDP_PATH}/login`, async (req, reply) => {
    const q = req.query as Form;
    const env = await samlEnv(q.env);
    reply.type('text/html; charset=utf-8');
    if (!env) {
      reply.code(404);
      return page(
        'Sandbox identity provider',
        `<h1>Sandbox identity provider</h1><p>The environment ${esc(q.env)} is not linked to single sign-on.</p>`,
      );
    }
    const users = await db.query<{ name: string }>(
      'select name from users where environment_id = $1 order by name_lower',
      [env.id],
    );
    const options = users.map((u) => `<option value="${esc(u.name)}">${esc(u.name)}</option>`).join('');
    return page(
      'Sandbox identity provider',
      `<h1>Sign in to ${esc(env.name)}</h1>
<p class="note">This is the sandbox's development identity provider. It stands in for the single sign-on service of a linked environment: pick a user, or type a new name to create that user on first sign-in.</p>
<form method="post" action="${DEV_IDP_PATH}/login">
<input type="hidden" name="env" value="${esc(env.name)}">
<input type="hidden" name="returnTo" value="${esc(q.returnTo)}">
<input type="hidden" name="errorRedirectUri" value="${esc(q.errorRedirectUri)}">
<label for="pick">Existing user</label><select id="pick" name="username"><option value="">(choose)</option>${options}</select>
<label for="new">or a new user name</label><input id="new" name="newUsername" maxlength="25" autocomplete="off">
<div><button type="submit">Sign in</button></div>
</form>`,
    );
  });

  app.post(`${DEV_IDP_PATH}/login`, async (req, reply) => {
    const form = (req.body ?? {}) as Form & { newUsername?: string };
    const env = await samlEnv(form.env);
    const name = (form.newUsername || form.username || '').trim();
    reply.type('text/html; charset=utf-8');
    if (!env || !name || name.length > 25 || name.toLowerCase() === 'admin') {
      reply.code(400);
      return page(
        'Sandbox identity provider',
        `<h1>Cannot sign in</h1><p>Choose a user of a linked environment (names up to 25 characters, not 'admin').</p>`,
      );
    }
    const existing = await db.one('select id from users where environment_id = $1 and name_lower = $2', [
      env.id,
      name.toLowerCase(),
    ]);
    if (!existing) {
      await db.tx(async (t) => {
        const user = await t.one<{ id: number }>(
          `insert into users (environment_id, name, name_lower, full_name) values ($1, $2, $3, $2) returning id`,
          [env.id, name, name.toLowerCase()],
        );
        const group = await t.one<{ id: number }>(
          `select id from groups where environment_id = $1 and kind = 'regular' order by is_default desc, id limit 1`,
          [env.id],
        );
        if (group) await t.query('insert into group_members (group_id, user_id) values ($1, $2)', [group.id, user!.id]);
      });
    }
    const q = new URLSearchParams({ env: env.name });
    if (form.returnTo) q.set('returnTo', form.returnTo);
    if (form.errorRedirectUri) q.set('errorRedirectUri', form.errorRedirectUri);
    const saml = buildSamlResponse(config.secret ?? '', env.name, name);
    return page(
      'Signing in',
      `<h1>Signing in as ${esc(name)}</h1>
<form id="saml-post" method="post" action="/pro/auth/v1/authenticate/saml/assertion?${esc(q.toString())}">
<input type="hidden" name="SAMLResponse" value="${esc(saml)}">
<noscript><p>Scripts are off: press Continue.</p></noscript>
<button type="submit">Continue</button>
</form>`,
      { script: `${DEV_IDP_PATH}/autosubmit.js` },
    );
  });
}
