import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { buildSamlResponse, DEV_IDP_ISSUER } from '../auth/saml.js';
import { nameColumns } from '../services/validate.js';
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
    db.kysely
      .selectFrom('environments')
      .selectAll()
      .where(
        'name_lower',
        '=',
        String(name ?? '')
          .trim()
          .toLowerCase(),
      )
      .where('saml_metadata_url', 'is not', null)
      .executeTakeFirst();

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
    const users = await db.kysely
      .selectFrom('users')
      .select('name')
      .where('environment_id', '=', env.id)
      .orderBy('name_lower')
      .execute();
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
    const existing = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('environment_id', '=', env.id)
      .where('name_lower', '=', name.toLowerCase())
      .executeTakeFirst();
    if (!existing) {
      await db.tx(async (t) => {
        const user = await t.kysely
          .insertInto('users')
          .values({ environment_id: env.id, ...nameColumns(name), full_name: name })
          .returning('id')
          .executeTakeFirstOrThrow();
        const group = await t.kysely
          .selectFrom('groups')
          .select('id')
          .where('environment_id', '=', env.id)
          .where('kind', '=', 'regular')
          .orderBy('is_default', 'desc')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (group)
          await t.kysely.insertInto('group_members').values({ group_id: group.id, user_id: user.id }).execute();
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
