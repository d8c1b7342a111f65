import type { ProClient } from '@pro-portal/sdk';
import { listAllGroups, listGroups, type Group } from './groups';
import { listAllUsers, listUsers, type User } from './users';

/** One environment's users and groups, each read, or failed, on its own. */
export interface EnvironmentListings {
  users: PromiseSettledResult<User[]>;
  groups: PromiseSettledResult<Group[]>;
}

export interface AccountDirectory {
  /** By environment name; the selected environment's tabs show theirs. */
  environments: Record<string, EnvironmentListings>;
  users: User[];
  /** One entry per group entity (role groups show up in every environment, they are kept once). */
  groups: Group[];
  /** Environments whose users or groups could not be read. */
  failedUsers: string[];
  failedGroups: string[];
}

const valueOf = <T>(result: PromiseSettledResult<T[]>): T[] => (result.status === 'fulfilled' ? result.value : []);

/** Every environment's users and groups, one call each: neither waits for the environment list. */
export const readAccountWide = async (client: ProClient, signal?: AbortSignal): Promise<EnvironmentListings> => {
  const [users, groups] = await Promise.allSettled([listAllUsers(client, signal), listAllGroups(client, signal)]);
  // A cancelled read is not a failed one: it rejects, and nothing is shown for it.
  signal?.throwIfAborted();
  return { users, groups };
};

/** The directory of the listings of each environment, in the order given. */
function directoryOf(entries: (readonly [string, EnvironmentListings])[]): AccountDirectory {
  const listings = entries.map(([, listing]) => listing);
  const failed = (pick: (listing: EnvironmentListings) => PromiseSettledResult<unknown>) =>
    entries.filter(([, listing]) => pick(listing).status === 'rejected').map(([name]) => name);
  const byEntity = new Map(listings.flatMap((l) => valueOf(l.groups)).map((g) => [g.entity, g]));
  return {
    environments: Object.fromEntries(entries),
    users: listings.flatMap((l) => valueOf(l.users)),
    groups: [...byEntity.values()],
    failedUsers: failed((l) => l.users),
    failedGroups: failed((l) => l.groups),
  };
}

/**
 * The directory of complete account-wide lists: each environment of the list (and any other the
 * lists name) gets its own users and groups, none when it has none.
 */
export function splitByEnvironment(
  { users, groups }: { users: User[]; groups: Group[] },
  environmentNames: readonly string[],
): AccountDirectory {
  const named = [...users.map((u) => u.environment.name), ...groups.map((g) => g.environment)];
  const names = [...new Set([...environmentNames, ...named])];
  const fulfilled = <T>(value: T[]) => ({ status: 'fulfilled', value }) as const;
  return directoryOf(
    names.map((name) => [
      name,
      {
        users: fulfilled(users.filter((u) => u.environment.name === name)),
        groups: fulfilled(groups.filter((g) => g.environment === name)),
      },
    ]),
  );
}

/** Each environment's users and groups, two calls per environment, so that a failure names its environment. */
export async function readEachEnvironment(
  client: ProClient,
  names: readonly string[],
  signal?: AbortSignal,
): Promise<AccountDirectory> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const [users, groups] = await Promise.allSettled([
        listUsers(client, name, signal),
        listGroups(client, name, signal),
      ]);
      return [name, { users, groups }] as const;
    }),
  );
  signal?.throwIfAborted();
  return directoryOf(entries);
}
