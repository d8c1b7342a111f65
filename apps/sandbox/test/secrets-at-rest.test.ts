import { SecretManager } from '@pro-portal/sdk';
import { backends } from '@pro-portal/test-harness';
import { useRoleClients } from './support/suite';
import { queryStored } from './support/stored-rows';

jest.setTimeout(240_000);

interface StoredItem {
  path: string;
  sealed_value: string | null;
  plain_value: string | null;
}

const rowsOf = (stored: StoredItem[], path: string) => stored.filter((r) => r.path === path);

/**
 * A secret's value at rest: the database row holds it encrypted, never in clear, and a value an
 * older version stored in clear is encrypted at the next start. Read on the stored database itself.
 */
describe.each(backends)('secret values at rest (%s)', (backend) => {
  const { sandbox, c } = useRoleClients({ backend });

  it('stores a created and a modified value encrypted, and answers them in clear', async () => {
    const items = c.admin.secrets.items;
    await items.createItem({ path: '/vault', itemCreate: { type: SecretManager.ItemType.Directory } });
    await items.createItem({
      path: '/vault/db',
      itemCreate: { type: SecretManager.ItemType.Secret, value: 'created-plain-text' },
    });
    await items.createItem({
      path: '/vault/api',
      itemCreate: { type: SecretManager.ItemType.Secret, value: 'created-plain-text' },
    });
    await items.updateItem({ path: '/vault/api', itemUpdate: { value: 'modified-plain-text' } });

    const stored = await queryStored<StoredItem>(
      sandbox,
      `select path, sealed_value, plain_value from secret_items where path like '/vault%' order by path`,
    );
    expect(stored.map((r) => [r.path, r.plain_value])).toEqual([
      ['/vault', null],
      ['/vault/api', null],
      ['/vault/db', null],
    ]);
    const [api, db] = [rowsOf(stored, '/vault/api')[0]!, rowsOf(stored, '/vault/db')[0]!];
    for (const row of [api, db]) {
      expect(row.sealed_value).toMatch(/^aes-256-gcm:[A-Za-z0-9+/=]+$/);
      const raw = Buffer.from(row.sealed_value!.slice('aes-256-gcm:'.length), 'base64').toString('latin1');
      expect(raw).not.toContain('plain-text');
    }
    // The same value twice is stored differently (a fresh nonce each time).
    await items.updateItem({ path: '/vault/api', itemUpdate: { value: 'created-plain-text' } });
    expect((await items.getItem({ path: '/vault/db' })).value).toBe('created-plain-text');
    expect((await items.getItem({ path: '/vault/api' })).value).toBe('created-plain-text');
    const again = await queryStored<StoredItem>(
      sandbox,
      `select path, sealed_value, plain_value from secret_items where path in ('/vault/api', '/vault/db')`,
    );
    expect(rowsOf(again, '/vault/api')[0]!.sealed_value).not.toBe(rowsOf(again, '/vault/db')[0]!.sealed_value);
  });

  it('encrypts at the next start a value stored in clear by an older version', async () => {
    const items = c.admin.secrets.items;
    await items.createItem({ path: '/legacy', itemCreate: { type: SecretManager.ItemType.Secret, value: 'x' } });
    await queryStored(
      sandbox,
      `update secret_items set plain_value = 'kept-in-clear', sealed_value = null where path = '/legacy'`,
    );
    const [row] = await queryStored<StoredItem>(
      sandbox,
      `select path, sealed_value, plain_value from secret_items where path = '/legacy'`,
    );
    expect(row).toMatchObject({ plain_value: null, sealed_value: expect.stringMatching(/^aes-256-gcm:/) });
    expect((await items.getItem({ path: '/legacy' })).value).toBe('kept-in-clear');
  });
});
