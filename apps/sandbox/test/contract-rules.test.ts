import { STORAGE_LABEL_RULE, STORAGE_PATH_RULE, validationMessages } from '@pro-portal/rules';
import { refused, refusedWith } from './support/clients';
import { anonymous, backends, useSandbox } from '@pro-portal/test-harness';
import { useSignIn } from './support/suite';

jest.setTimeout(180_000);

describe.each(backends)('rules the contract declares, as the server applies them (%s)', (backend) => {
  const sb = useSandbox({ backend });
  const admin = useSignIn(sb, 'ROOT', 'admin');

  it('downloads a storage object in the content type it was uploaded with', async () => {
    const storage = admin.pro.main.storage;
    for (const [label, type] of [
      ['table.csv', 'text/csv'],
      ['picture.png', 'image/png'],
    ] as const) {
      const object = await storage.uploadStorageObject({
        path: 'Shared/Types',
        label,
        file: new Blob(['a,b\n1,2\n'], { type }),
      });
      const download = await storage.downloadStorageObjectRaw({ id: object.id });
      expect([label, download.raw.headers.get('content-type')]).toEqual([label, type]);
    }
  });

  it('takes the metadata part of an upload as the SDK sends an object, with its content type', async () => {
    const object = await admin.pro.main.storage.uploadStorageObject({
      path: 'Shared/Types',
      label: 'notes.txt',
      file: new Blob(['hello'], { type: 'application/octet-stream' }),
      metadata: { contentType: 'text/plain', description: 'Notes' },
    });
    expect([object.contentType, object.description]).toEqual(['text/plain', 'Notes']);
    const download = await admin.pro.main.storage.downloadStorageObjectRaw({ id: object.id });
    expect(download.raw.headers.get('content-type')).toBe('text/plain');
  });

  it('states the storage path and label rules it applies when it refuses one', async () => {
    const upload = (path: string, label: string) =>
      admin.pro.main.storage.uploadStorageObject({ path, label, file: new Blob(['x']) });
    expect((await refused(upload('Shared/<odd>', 'x.txt'), 400, 10605)).message).toBe(
      `The storage path 'Shared/<odd>' is not valid: use ${STORAGE_PATH_RULE}.`,
    );
    expect((await refused(upload('Shared', '..'), 400, 10605)).message).toBe(
      `The storage label '..' is not valid: use ${STORAGE_LABEL_RULE}.`,
    );
    // A label of dots that is neither '.' nor '..' is a name like any other.
    expect((await upload('Shared', 'a..b')).label).toBe('a..b');
    // A new label keeps the rule, refused in its words.
    const relabel = (label: string) =>
      admin.pro.main.storage.updateStorageObject({ path: 'Shared', label: 'a..b', storageObjectUpdate: { label } });
    for (const label of ['a/b', '..', '  '])
      expect((await refused(relabel(label), 400, 10605)).message).toBe(
        `The storage label '${label}' is not valid: use ${STORAGE_LABEL_RULE}.`,
      );
    expect((await relabel(' c.d ')).label).toBe('c.d');
  });

  it('answers blank names and sign-in fields as missing, in the forms words', async () => {
    const groups = admin.pro.main.groups;
    await refusedWith(
      groups.createGroup({ environmentName: 'ROOT', groupCreate: { groupname: '   ' } }),
      400,
      validationMessages.group.nameRequired,
    );
    await refusedWith(
      groups.createGroup({ environmentName: 'ROOT', groupCreate: { groupname: 'North/West' } }),
      400,
      validationMessages.group.invalidCharacters,
    );
    await refusedWith(
      admin.pro.main.environments.createEnvironment({
        environmentCreate: { name: ' ', description: '', samlMetadataUrl: null, isDefault: false },
      }),
      400,
      validationMessages.environment.nameRequired,
    );
    const login = (username: string, password: string) =>
      anonymous(sb.baseUrl).pro.auth.auth.login({ loginRequest: { environment: 'ROOT', username, password } });
    await refusedWith(login('  ', 'x'), 400, validationMessages.login.usernameRequired);
    await refusedWith(login('admin', ''), 400, validationMessages.login.passwordRequired);
  });

  it('refuses a blank socket address, a session date that is no date and an empty state list', async () => {
    await refused(
      admin.pro.main.customization.saveTunnel({
        tunnelInput: { context: 'blank-address', socketAddress: '   ', userGroups: '.*@.*' },
      }),
      400,
    );
    for (const query of ['created_after=0000-00-00', 'created_before=2026-13-01', 'states='])
      expect([
        query,
        (await admin.fetch(`${sb.baseUrl}/pro/session-manager/v1/sessions/webui?${query}`)).status,
      ]).toEqual([query, 400]);
  });
});
