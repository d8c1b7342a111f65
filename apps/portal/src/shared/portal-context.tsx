import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import type { CurrentUser, Main, MixedMode } from '@pro-portal/sdk';
import { usePersistentState } from './hooks/use-persistent-state';

/** An app the signed-in user is publishing: shown in the list until the platform lists it. */
export type PublishingApp = Main.PublishingApp;

/** What the current-user call tells the portal about the signed-in user. */
export interface SignedInUser {
  name: string;
  environmentName: string;
  isAdmin: boolean;
  isAppPublisher: boolean;
  isGroupAdmin: boolean;
  samlMetadataUrl?: string;
  /** The current-user answer itself, when the portal asked for it (boot, sign-in): pages need not ask again. */
  account?: CurrentUser;
}

export interface ContactInfo {
  contactTitle: string;
  contactDetails: string;
}

/**
 * What the whole portal knows about the signed-in caller and the portal it runs in: who is signed in
 * and their role flags, the base path, mixed mode, the apps they are publishing (kept in local storage
 * under PublishingApps) and the support contact. The product's "client context".
 */
export interface PortalContextValue {
  basePath: string;
  username: string;
  environmentName: string;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isAppPublisher: boolean;
  isGroupAdmin: boolean;
  samlMetadataUrl: string;
  /** The signed-in user's current-user answer, if the portal has it. */
  account: CurrentUser | undefined;
  /** Undefined while the portal-mode call is under way. */
  isMixedMode: MixedMode | undefined;
  publishingApps: PublishingApp[];
  setPublishingApps: (apps: PublishingApp[] | ((apps: PublishingApp[]) => PublishingApp[])) => void;
  contactInfo: ContactInfo;
  setContactInfo: (info: ContactInfo) => void;
  signIn: (user: SignedInUser) => void;
  signOut: () => void;
}

const PortalContext = createContext<PortalContextValue | null>(null);

const SIGNED_OUT: SignedInUser = {
  name: '',
  environmentName: '',
  isAdmin: false,
  isAppPublisher: false,
  isGroupAdmin: false,
};

const NOT_PUBLISHING: PublishingApp[] = [];

interface PortalContextProviderProps {
  basePath: string;
  isMixedMode: MixedMode | undefined;
  initialUser?: SignedInUser | null;
  children: ReactNode;
}

export function PortalContextProvider({ basePath, isMixedMode, initialUser, children }: PortalContextProviderProps) {
  const [user, setUser] = useState<SignedInUser | null>(initialUser ?? null);
  const [storedPublishing, setStoredPublishing] = usePersistentState<PublishingApp[]>(STORAGE_KEYS.publishingApps, []);
  const [publishingOwner, setPublishingOwner] = usePersistentState<string>(STORAGE_KEYS.publishingAppsOwner, '');
  // The apps being published are the signed-in person's own: entries another person left in this
  // browser are not theirs, and are replaced once they publish.
  const me = user ? `${user.name}@${user.environmentName}` : '';
  const publishingApps = publishingOwner === me ? storedPublishing : NOT_PUBLISHING;
  const setPublishingApps = useCallback(
    (next: PublishingApp[] | ((apps: PublishingApp[]) => PublishingApp[])) => {
      const mine = publishingOwner === me;
      setPublishingOwner(me);
      setStoredPublishing((current) => (typeof next === 'function' ? next(mine ? current : []) : next));
    },
    [me, publishingOwner, setPublishingOwner, setStoredPublishing],
  );
  const [contactInfo, setContactInfo] = useState<ContactInfo>({ contactTitle: '', contactDetails: '' });
  const signIn = useCallback((next: SignedInUser) => setUser(next), []);
  const signOut = useCallback(() => setUser(null), []);

  const value = useMemo<PortalContextValue>(() => {
    const current = user ?? SIGNED_OUT;
    return {
      basePath,
      username: current.name,
      environmentName: current.environmentName,
      isAuthenticated: user !== null,
      isAdmin: current.isAdmin,
      isAppPublisher: current.isAppPublisher,
      isGroupAdmin: current.isGroupAdmin,
      samlMetadataUrl: current.samlMetadataUrl ?? '',
      account: current.account,
      isMixedMode,
      publishingApps,
      setPublishingApps,
      contactInfo,
      setContactInfo,
      signIn,
      signOut,
    };
  }, [user, basePath, isMixedMode, publishingApps, setPublishingApps, contactInfo, signIn, signOut]);

  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

/** The portal context; throws outside its provider. */
export function usePortalContext(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortalContext must be used inside PortalContextProvider');
  return value;
}
