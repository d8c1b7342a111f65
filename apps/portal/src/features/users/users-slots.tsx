import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface ExplainAccessProps {
  environment: string;
  userName: string;
}

/**
 * What the Users page shows but another feature owns. Features do not import each other: the app,
 * where they are composed, hands these in with the routes.
 */
export interface UsersSlots {
  /** Why the user can or cannot open an app version they pick, and what would grant it. */
  ExplainAccess: ComponentType<ExplainAccessProps>;
}

const UsersSlotsContext = createContext<UsersSlots | null>(null);

export function UsersSlotsProvider({ slots, children }: { slots: UsersSlots; children: ReactNode }) {
  return <UsersSlotsContext.Provider value={slots}>{children}</UsersSlotsContext.Provider>;
}

export function useUsersSlots(): UsersSlots {
  const slots = useContext(UsersSlotsContext);
  if (!slots) throw new Error('The Users page is rendered through usersRoutes, which hands in its slots.');
  return slots;
}
