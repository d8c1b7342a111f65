import { mockOperation } from '@pro-portal/sdk/testing';
import { apiError } from '../../../testing/mock-api';

type Kind = 'directory' | 'secret';
interface Stored {
  type: Kind;
  value?: string;
  access: {
    entity_type: 'group' | 'user';
    environment_name: string;
    entity_name: string;
    access: 'read' | 'read_write';
  }[];
}

const AT = '2026-01-01T00:00:00.000Z';
const normal = (raw: string) => `/${decodeURIComponent(raw).split('/').filter(Boolean).join('/')}`;
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
const nameOf = (path: string) => (path === '/' ? '/' : path.slice(path.lastIndexOf('/') + 1));
const itemOf = (path: string, type: Kind) => ({
  path,
  name: nameOf(path),
  type,
  access: 'read_write' as const,
  created_at: AT,
  created_by: 'admin',
  modified_at: AT,
  modified_by: 'admin',
});

/**
 * The secret manager as an administrator sees it, in memory: items by path (the root '/' always),
 * with the server's refusals (a directory with items is not deleted) and each item's access.
 */
export function fakeSecretManager(initial: Record<string, Omit<Stored, 'access'> & Partial<Pick<Stored, 'access'>>>) {
  const items = new Map<string, Stored>([['/', { type: 'directory', access: [] }]]);
  for (const [path, item] of Object.entries(initial)) items.set(path, { access: [], ...item });
  const children = (path: string) => [...items.keys()].filter((p) => p !== '/' && parentOf(p) === path).sort();
  const missing = (path: string) => apiError(404, `There is no item ${path}.`);
  const handlers = [
    mockOperation('secrets', 'getItem', ({ params }) => {
      const path = normal(params.path);
      const item = items.get(path);
      if (!item) return missing(path);
      if (item.type === 'secret') return { status: 200, body: { ...itemOf(path, 'secret'), value: item.value ?? '' } };
      const listed = children(path).map((p) => itemOf(p, items.get(p)!.type));
      return { status: 200, body: { ...itemOf(path, 'directory'), items: listed } };
    }),
    mockOperation('secrets', 'createItem', ({ params, body }) => {
      const path = normal(params.path);
      if (items.has(path)) return apiError(409, `The item ${path} exists already.`);
      const access = items.get(parentOf(path))?.access ?? [];
      items.set(path, { type: body.type, value: body.value, access: access.map((a) => ({ ...a })) });
      return { status: 201, body: itemOf(path, body.type) };
    }),
    mockOperation('secrets', 'updateItem', ({ params, body }) => {
      const path = normal(params.path);
      const item = items.get(path);
      if (!item) return missing(path);
      item.value = body.value;
      return { status: 200, body: itemOf(path, 'secret') };
    }),
    mockOperation('secrets', 'deleteItem', ({ params }) => {
      const path = normal(params.path);
      if (!items.has(path)) return missing(path);
      if (children(path).length > 0)
        return apiError(409, `The directory ${path} is not empty: delete the items in it first.`);
      items.delete(path);
      return { status: 204 };
    }),
    mockOperation('secrets', 'listItemAccess', ({ params }) => {
      const item = items.get(normal(params.path));
      return item ? { status: 200, body: item.access } : missing(normal(params.path));
    }),
    mockOperation('secrets', 'putItemAccess', ({ params, body }) => {
      const item = items.get(normal(params.path));
      if (!item) return missing(normal(params.path));
      const same = (a: Stored['access'][number]) =>
        a.entity_type === body.entity_type &&
        a.environment_name === body.environment_name &&
        a.entity_name === body.entity_name;
      item.access = [...item.access.filter((a) => !same(a)), body];
      return { status: 200, body };
    }),
    mockOperation('secrets', 'deleteItemAccess', ({ params, query }) => {
      const item = items.get(normal(params.path));
      if (!item) return missing(normal(params.path));
      item.access = item.access.filter(
        (a) =>
          !(
            a.entity_type === query.entity_type &&
            a.environment_name === query.environment_name &&
            a.entity_name === query.entity_name
          ),
      );
      return { status: 204 };
    }),
  ];
  return { items, handlers };
}
