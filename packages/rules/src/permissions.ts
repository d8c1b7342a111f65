/** What the signed-in user may see and do, from the current-user flags. */

export interface UserFlags {
  isAdmin: boolean;
  isAppPublisher: boolean;
  /** Group admins manage environments, groups, users and access, and can do what publishers do. */
  isGroupAdmin?: boolean;
}

/** Users page, Configuration page, categories, environments, groups, access, customization, tunnels. */
export const canAdminister = (user: UserFlags): boolean => user.isAdmin;

/** Users page: environments, groups, users and access (admins and group admins). */
export const canManageUsers = (user: UserFlags): boolean => user.isAdmin || user.isGroupAdmin === true;

/** 'New app' and publishing: admins, app publishers, and group admins (who can do what publishers do). */
export const canPublishApps = (user: UserFlags): boolean =>
  user.isAdmin || user.isAppPublisher || user.isGroupAdmin === true;

export const canManageCategories = (user: UserFlags): boolean => user.isAdmin;

/** Update, Edit, App access, Set as latest, Delete and bulk selection of one app. */
export const canModifyApp = (user: UserFlags, app: { isModifiable?: boolean }): boolean =>
  canPublishApps(user) && app.isModifiable === true;

/** The password and MFA block is shown only for environments without a SAML URL. */
export const showsSecuritySettings = (environment: { samlMetadataUrl?: string | null }): boolean =>
  !environment.samlMetadataUrl;
