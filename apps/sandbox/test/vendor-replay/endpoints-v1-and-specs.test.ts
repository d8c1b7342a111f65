import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { backends, beforeAllValue, RELEASE_VERSION, waitFor } from '@pro-portal/test-harness';
import { useRoleClients } from '../support/suite';
import { expectSchema } from '../support/spec-schemas';
import { failure, openToEveryone } from '../support/apps-jobs-support';
import { createKey, keyClients } from '../support/platform-compat-support';
import { withApiKey } from '../support/clients';

jest.setTimeout(240_000);

const V1 = '/pro-api/v1';
const OPENAPI_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'openapi');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Where each API serves its own OpenAPI file (the documented links) and the file it is. */
const SPEC_LINKS: [string, string][] = [
  ['/pro-api/v1/', 'pro-api-v1.yaml'],
  ['/pro-api/v2/', 'pro-api-v2.yaml'],
  ['/pro/session-manager/v1/openapi.yaml', 'session-manager-v1.yaml'],
  ['/pro/user-manager/v1/openapi.yaml', 'user-manager-v1.yaml'],
  ['/pro/secret-manager/v1/openapi.yaml', 'secret-manager-v1.yaml'],
];

/**
 * The v1 paths of the platform's documentation (managing apps: the Postman steps against
 * /pro-api/v1/applications and the resource profiles; managing API keys: the previous endpoint
 * /pro-api/v1/api-keys; the AIMMS versions of the REST API page), sent with plain fetch and the
 * `apikey` header as the documentation shows, and through the SDK's V1 classes; and the OpenAPI
 * files each API serves at its documented link.
 */
describe.each(backends)('the v1 paths and the specifications (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend, env: { JOB_SPEED: '50' } });

  const v1 = (key: { secret: string }, p: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('apikey', key.secret);
    return fetch(`${sandbox.baseUrl}${V1}${p}`, { ...init, headers });
  };

  /** The publisher's and the user's API keys, one per scope. */
  const keys = beforeAllValue(async () => ({
    publish: keyClients(sandbox.baseUrl, await createKey(c.publisher, 'publish', ['PublishApp'])),
    aimms: keyClients(sandbox.baseUrl, await createKey(c.publisher, 'aimms', ['PublishAimms'])),
    apiKey: keyClients(sandbox.baseUrl, await createKey(c.user, 'keys', ['APIKey'])),
    tasks: keyClients(sandbox.baseUrl, await createKey(c.user, 'tasks', ['Tasks'])),
  }));

  describe('managing apps under /pro-api/v1', () => {
    it('publishes with form-data metadata and file, then reads, updates and deletes the app', async () => {
      const form = new FormData();
      form.append(
        'metadata',
        JSON.stringify({
          name: 'project7003',
          description: 'my_project',
          projectVersion: '3.0',
          aimmsVersionId: RELEASE_VERSION,
          attributes: { additionalProp1: 'prop_1', additionalProp2: 'prop_2', isWebUI: 'false' },
        }),
      );
      form.append('file', new File(['project with WebUI/webui.json'], 'project7003.aimmspack'));
      const posted = await v1(keys.publish, '/applications', { method: 'POST', body: form });
      expect(posted.ok).toBe(true);
      expect((await posted.json()).data.storedId).toEqual(expect.any(String));
      const app = await waitFor(async () => {
        const res = await v1(keys.publish, '/applications/project7003/3.0');
        const body = await res.json();
        return res.status === 200 && body.attributes.isWebUI ? body : undefined;
      });
      expectSchema(app, 'Application', 'pro-api-v1.yaml');
      expect(app.attributes).toEqual(expect.objectContaining({ additionalProp1: 'prop_1', additionalProp2: 'prop_2' }));
      const list = await (await v1(keys.publish, '/applications')).json();
      expect(list.applications.map((a: { name: string }) => a.name)).toContain('project7003');
      const versions = await (await v1(keys.publish, '/applications/project7003')).json();
      expect(versions.applications.map((a: { version: string }) => a.version)).toEqual(['3.0']);

      const profiles = await v1(keys.publish, '/customization/resource-profiles');
      expect(profiles.status).toBe(200);
      const { profiles: list2 } = await profiles.json();
      expect(list2.length).toBeGreaterThan(0);
      const patched = await v1(keys.publish, '/applications/project7003/3.0', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'patched over v1', resourceProfile: list2[0].name }),
      });
      expect(patched.status).toBe(200);
      const v2 = await c.publisher.main.applications.getApplication({
        projectName: 'project7003',
        projectVersion: '3.0',
      });
      expect([v2.description, v2.resourceProfile]).toEqual(['patched over v1', list2[0].name]);

      const deleted = await v1(keys.publish, '/applications/project7003/3.0', { method: 'DELETE' });
      expect(deleted.status).toBeLessThan(300);
      expect((await v1(keys.publish, '/applications/project7003/3.0')).status).toBe(404);
    });

    it('reads a metadata part sent as application/json (as Python requests sends a tuple with a type) like plain text', async () => {
      const boundary = 'pro-test-boundary';
      const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
      const meta = { name: 'typedmeta', description: 'typed', projectVersion: '1.0', aimmsVersionId: RELEASE_VERSION };
      const body =
        part(
          'Content-Disposition: form-data; name="metadata"\r\nContent-Type: application/json',
          JSON.stringify(meta),
        ) +
        part(
          'Content-Disposition: form-data; name="file"; filename="typedmeta.aimmspack"\r\nContent-Type: application/octet-stream',
          'project with WebUI/webui.json',
        ) +
        `--${boundary}--\r\n`;
      const posted = await v1(keys.publish, '/applications', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(posted.status).toBe(202);
      const app = await waitFor(async () => {
        const res = await v1(keys.publish, '/applications/typedmeta/1.0');
        const read = await res.json();
        return res.status === 200 && read.attributes.isWebUI ? read : undefined;
      });
      expect(app).toMatchObject({ name: 'typedmeta', version: '1.0', description: 'typed' });
    });

    it('answers the same through the SDK V1 classes', async () => {
      await keys.publish.sdk.v1.applications.publishApplication({
        file: new File(['project with WebUI/webui.json'], 'sdk.aimmspack'),
        metadata: JSON.stringify({
          name: 'V1 SDK App',
          description: 'through v1',
          projectVersion: '1.0',
          aimmsVersionId: RELEASE_VERSION,
        }),
      });
      await openToEveryone(c.admin, 'V1 SDK App', '1.0');
      const app = await waitFor(async () => {
        const found = await keys.publish.sdk.v1.applications.getApplication({
          projectName: 'V1 SDK App',
          projectVersion: '1.0',
        });
        return found.attributes.isWebUI ? found : undefined;
      });
      expect(app.description).toBe('through v1');
      const versions = await keys.aimms.sdk.v1.aimmsVersions.listAimmsVersions({});
      expect(versions.versions.map((v) => v.id)).toContain(RELEASE_VERSION);
      expect((await keys.aimms.sdk.v1.aimmsVersions.getAimmsVersion({ aimmsVersionId: RELEASE_VERSION })).id).toBe(
        RELEASE_VERSION,
      );
      const profiles = await keys.publish.sdk.v1.customization.listResourceProfiles();
      expect(profiles.profiles).toEqual((await c.admin.main.customization.listResourceProfiles()).profiles);
    });

    it('GET /pro-api/v1/aimms-versions answers the official versions, and all with dev=true', async () => {
      const official = await (await v1(keys.aimms, '/aimms-versions')).json();
      const all = await (await v1(keys.aimms, '/aimms-versions?dev=true')).json();
      expectSchema(official, 'AimmsVersionList', 'pro-api-v1.yaml');
      expect(all.versions.length).toBeGreaterThan(official.versions.length);
      const one = await v1(keys.aimms, `/aimms-versions/${RELEASE_VERSION}`);
      expect([one.status, (await one.json()).id]).toEqual([200, RELEASE_VERSION]);
    });
  });

  describe('API keys under /pro-api/v1 (the previous endpoint)', () => {
    it('lists, creates and deletes the current user keys and lists the scopes', async () => {
      const created = await v1(keys.apiKey, '/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyName: 'v1-key', expirationDate: inDays(10), scopes: [{ scope: 'Tasks' }] }),
      });
      expect(created.status).toBe(201);
      const key = await created.json();
      expectSchema(key, 'ApiKey', 'pro-api-v1.yaml');
      expect((await fetch(`${sandbox.baseUrl}/pro-api/v2/tasks`, { headers: { apikey: key.secret } })).status).toBe(
        200,
      );
      const list = await (await v1(keys.apiKey, '/api-keys')).json();
      expect(list.keys.map((k: { keyName: string }) => k.keyName)).toContain('v1-key');
      const scopes = await (await v1(keys.apiKey, '/api-keys-scopes')).json();
      expect(scopes.scopes.map((s: { scope: string }) => s.scope)).toContain('APIKey');
      expect((await v1(keys.apiKey, '/api-keys/v1-key', { method: 'DELETE' })).status).toBe(204);
      expect((await v1(keys.apiKey, '/api-keys/v1-key', { method: 'DELETE' })).status).toBe(404);
      expect((await keys.apiKey.sdk.v1.apiKeys.listApiKeys()).keys.map((k) => k.keyName)).not.toContain('v1-key');
    });
  });

  describe('who may call the v1 paths', () => {
    it('answers 401 to a caller without a session or key, and keeps the portal mode open', async () => {
      for (const p of ['/applications', '/api-keys', '/aimms-versions', '/customization/resource-profiles']) {
        const res = await fetch(`${sandbox.baseUrl}${V1}${p}`);
        expect([p, res.status]).toEqual([p, 401]);
        expectSchema(await res.json(), 'Error', 'pro-api-v1.yaml');
      }
      expect((await fetch(`${sandbox.baseUrl}${V1}/customization/portal-mode`)).status).toBeLessThan(300);
    });

    it('needs the same scope as the v2 call', async () => {
      const cases: [string, string][] = [
        ['/applications', 'PublishApp'],
        ['/api-keys', 'APIKey'],
        ['/aimms-versions', 'PublishAimms'],
      ];
      for (const [p, scope] of cases) {
        const res = await v1(keys.tasks, p);
        expect([p, res.status]).toEqual([p, 403]);
        expect((await res.json()).message).toContain(`'${scope}'`);
      }
      const profiles = await v1(keys.tasks, '/customization/resource-profiles');
      expect(profiles.status).toBe(403);
      expect((await failure(keys.tasks.sdk.v1.applications.listApplications())).status).toBe(403);
    });
  });

  describe('each API serves its OpenAPI file', () => {
    it.each(SPEC_LINKS)('%s answers %s as YAML to a signed-out caller', async (link, file) => {
      const res = await fetch(`${sandbox.baseUrl}${link}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
      const onDisk = fs.readFileSync(path.join(OPENAPI_DIR, file), 'utf8');
      expect(await res.text()).toBe(onDisk);
    });

    it.each(SPEC_LINKS)('%s answers %s as JSON with format=json or Accept: application/json', async (link, file) => {
      const expected = parse(fs.readFileSync(path.join(OPENAPI_DIR, file), 'utf8'));
      const byQuery = await fetch(`${sandbox.baseUrl}${link}?format=json`);
      expect(byQuery.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await byQuery.json()).toEqual(expected);
      const byAccept = await fetch(`${sandbox.baseUrl}${link}`, { headers: { accept: 'application/json' } });
      expect(await byAccept.json()).toEqual(expected);
      const bad = await fetch(`${sandbox.baseUrl}${link}?format=xml`);
      expect(bad.status).toBe(400);
      expectSchema(await bad.json(), 'Error', file);
    });

    it('answers the files through the SDK, with any key', async () => {
      const sdk = withApiKey(sandbox.baseUrl, keys.tasks.secret);
      const read = (file: string) => fs.readFileSync(path.join(OPENAPI_DIR, file), 'utf8');
      expect(await sdk.main.specification.getOpenApiSpec({})).toBe(read('pro-api-v2.yaml'));
      expect(await sdk.v1.specification.getOpenApiSpec({})).toBe(read('pro-api-v1.yaml'));
      expect(await sdk.sessions.specification.getOpenApiSpec({})).toBe(read('session-manager-v1.yaml'));
      expect(await sdk.users.specification.getOpenApiSpec({})).toBe(read('user-manager-v1.yaml'));
      expect(await sdk.secrets.specification.getOpenApiSpec({})).toBe(read('secret-manager-v1.yaml'));
    });
  });
});
