import fs from 'node:fs';
import { json, rawRequest, refused, expectErrorAnswer } from './support/clients';
import { backends, png } from '@pro-portal/test-harness';
import { storedKeys } from './support/stored-files';
import { useDemoSuite } from './support/suite';

jest.setTimeout(180_000);

describe.each(backends)('storage and app icons (%s)', (backend) => {
  const { sb, admin, publisher, user } = useDemoSuite({ backend }, { publisher: 'paula', user: 'alice' });
  const objectFiles = () => storedKeys(sb, 'storage');

  it('creates, reads, edits and deletes buckets', async () => {
    await refused(user.pro.main.storage.createStorageBucket({ path: 'Shared/Reports', storageBucketInput: {} }), 403);
    const bucket = await json(
      publisher.pro.main.storage.createStorageBucketRaw({
        path: 'Shared/Reports',
        storageBucketInput: { description: 'Monthly' },
      }),
      'main',
      'StorageBucket',
    );
    expect(bucket).toMatchObject({
      path: 'Shared/Reports',
      label: 'Reports',
      description: 'Monthly',
      isPublic: false,
      objects: [],
    });
    await refused(
      publisher.pro.main.storage.createStorageBucket({ path: 'Shared/Reports', storageBucketInput: {} }),
      409,
    );
    const edited = await json(
      publisher.pro.main.storage.updateStorageBucketRaw({
        path: 'Shared/Reports',
        label: 'Reports 2026',
        storageBucketInput: { isPublic: true },
      }),
      'main',
      'StorageBucket',
    );
    expect(edited).toMatchObject({ label: 'Reports 2026', isPublic: true, description: 'Monthly' });
    expect(
      await json(user.pro.main.storage.getStorageBucketRaw({ path: 'Shared/Reports' }), 'main', 'StorageBucket'),
    ).toMatchObject({ label: 'Reports 2026' });
    await refused(user.pro.main.storage.updateStorageBucket({ path: 'Shared/Reports', storageBucketInput: {} }), 403);
    await refused(publisher.pro.main.storage.deleteStorageBucket({ path: 'Shared/Reports' }), 403);
    await admin.pro.main.storage.deleteStorageBucket({ path: 'Shared/Reports' });
    await refused(user.pro.main.storage.getStorageBucket({ path: 'Shared/Reports' }), 404, 10603);
  });

  it('streams objects to disk, describes, relabels, downloads and deletes them', async () => {
    const before = await objectFiles();
    await refused(
      user.pro.main.storage.uploadStorageObject({ path: 'Shared/Docs', label: 'a.txt', file: new Blob(['x']) }),
      403,
    );
    const object = await json(
      publisher.pro.main.storage.uploadStorageObjectRaw({
        path: 'Shared/Docs',
        label: 'notes.txt',
        file: new Blob(['hello storage'], { type: 'text/plain' }),
        metadata: JSON.stringify({ description: 'Notes' }),
      }),
      'main',
      'StorageObject',
    );
    expect(object).toMatchObject({
      path: 'Shared/Docs',
      label: 'notes.txt',
      size: 13,
      contentType: 'text/plain',
      description: 'Notes',
    });
    expect((await objectFiles()).length).toBe(before.length + 1);
    const replaced = await publisher.pro.main.storage.uploadStorageObject({
      path: 'Shared/Docs',
      label: 'notes.txt',
      file: new Blob(['v2'], { type: 'text/plain' }),
    });
    expect(replaced.size).toBe(2);
    expect((await objectFiles()).length).toBe(before.length + 1);
    expect(
      await json(
        user.pro.main.storage.getStorageObjectRaw({ path: 'Shared/Docs', label: 'notes.txt' }),
        'main',
        'StorageObject',
      ),
    ).toMatchObject({ size: 2 });
    const bucket = await user.pro.main.storage.getStorageBucket({ path: 'Shared/Docs' });
    expect(bucket.objects.map((o) => o.label)).toEqual(['notes.txt']);

    const renamed = await json(
      publisher.pro.main.storage.updateStorageObjectRaw({
        path: 'Shared/Docs',
        label: 'notes.txt',
        storageObjectUpdate: { label: 'readme.txt' },
      }),
      'main',
      'StorageObject',
    );
    expect(renamed.label).toBe('readme.txt');
    await refused(
      user.pro.main.storage.updateStorageObject({
        path: 'Shared/Docs',
        label: 'readme.txt',
        storageObjectUpdate: { label: 'x' },
      }),
      403,
    );
    const download = await user.pro.main.storage.downloadStorageObjectRaw({ id: renamed.id });
    expect(await download.raw.text()).toBe('v2');
    await refused(user.pro.main.storage.downloadStorageObject({ id: '424242' }), 404);
    await refused(user.pro.main.storage.downloadStorageObject({ id: '../../etc/passwd' }), 404);
    await refused(user.pro.main.storage.deleteStorageObject({ path: 'Shared/Docs', label: 'readme.txt' }), 403);
    await publisher.pro.main.storage.deleteStorageObject({ path: 'Shared/Docs', label: 'readme.txt' });
    await refused(user.pro.main.storage.getStorageObject({ path: 'Shared/Docs', label: 'readme.txt' }), 404);
    expect(await objectFiles()).toEqual(before);
  });

  it('refuses path traversal and bad uploads, writing nothing', async () => {
    const before = await objectFiles();
    for (const bad of ['../etc', 'a/../../b', '/abs', 'a\\b', '']) {
      await refused(publisher.pro.main.storage.createStorageBucket({ path: bad || ' ', storageBucketInput: {} }), 400);
    }
    await refused(
      publisher.pro.main.storage.uploadStorageObject({
        path: 'Shared/Docs',
        label: '../escape',
        file: new Blob(['x']),
      }),
      400,
      10605,
    );
    await refused(
      publisher.pro.main.storage.uploadStorageObject({ path: '../../outside', label: 'x', file: new Blob(['x']) }),
      400,
      10605,
    );
    await refused(
      publisher.pro.main.storage.uploadStorageObject({
        path: 'Shared/Docs',
        label: 'x.txt',
        file: new Blob(['x']),
        metadata: '{oops',
      }),
      400,
    );
    const notMultipart = await rawRequest(
      publisher.fetch,
      `${sb.baseUrl}/pro-api/v2/storage/object?path=Shared/Docs&label=y`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expectErrorAnswer(notMultipart, 415);
    const noFile = new FormData();
    noFile.set('metadata', '{}');
    expectErrorAnswer(
      await rawRequest(publisher.fetch, `${sb.baseUrl}/pro-api/v2/storage/object?path=Shared/Docs&label=z`, {
        method: 'POST',
        body: noFile,
      }),
      400,
    );
    expect(await objectFiles()).toEqual(before);
    expect(fs.readdirSync(sb.dataDir)).not.toContain('outside');
  });

  it('serves app icons stored under PublicData/AppIcon at /portal/app-icon without a password', async () => {
    const seeded = await json(
      user.pro.main.storage.getStorageBucketRaw({ path: 'PublicData/AppIcon' }),
      'main',
      'StorageBucket',
    );
    expect(seeded.objects.length).toBeGreaterThan(0);
    const seededIcon = await fetch(
      `${sb.baseUrl}/portal/app-icon?icon=${encodeURIComponent(`/icons/${seeded.objects[0].label}`)}`,
    );
    expect(seededIcon.status).toBe(200);
    const icon = png(32, 32);
    await publisher.pro.main.storage.uploadStorageObject({
      path: 'PublicData/AppIcon',
      label: 'my-app.png',
      file: new Blob([new Uint8Array(icon)], { type: 'image/png' }),
    });
    const bucket = await publisher.pro.main.storage.getStorageBucket({ path: 'PublicData/AppIcon' });
    expect(bucket.isPublic).toBe(true);
    const res = await fetch(`${sb.baseUrl}/portal/app-icon?icon=${encodeURIComponent('/icons/my-app.png')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(icon)).toBe(true);
    expectErrorAnswer(
      await rawRequest(fetch, `${sb.baseUrl}/portal/app-icon?icon=${encodeURIComponent('/icons/../../secret')}`),
      400,
    );
    expectErrorAnswer(
      await rawRequest(fetch, `${sb.baseUrl}/portal/app-icon?icon=${encodeURIComponent('/etc/passwd')}`),
      400,
    );
    expectErrorAnswer(
      await rawRequest(fetch, `${sb.baseUrl}/portal/app-icon?icon=${encodeURIComponent('/icons/missing.png')}`),
      404,
    );
    expectErrorAnswer(await rawRequest(fetch, `${sb.baseUrl}/portal/app-icon`), 400);
  });
});
