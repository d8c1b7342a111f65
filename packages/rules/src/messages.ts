/**
 * Every user-visible text the spec quotes, exactly as quoted (typos included).
 * Texts with placeholders are functions.
 */
import { ICON_EXTENSIONS } from './constants';

/** '.jpg, .jpeg, .jfif, .gif or .png': how the icon message renders the spec's '...'. */
export const iconExtensionList = (extensions: readonly string[] = ICON_EXTENSIONS): string => {
  const dotted = extensions.map((ext) => `.${ext}`);
  return dotted.length <= 1 ? dotted.join('') : `${dotted.slice(0, -1).join(', ')} or ${dotted[dotted.length - 1]}`;
};

/** Section 5: validation messages, per form. */
export const validationMessages = {
  application: {
    nameRequired: 'Application name is required',
    invalidCharacters: (label = 'App name') => `${label} contains invalid characters`,
    mustStartWithLetterOrDigit: (label = 'App name') => `${label} must start with a letter or digit`,
    versionRequired: 'Application version is required',
    versionTooLong: 'Version must be less than 25 characters',
    versionLabel: 'App version',
    versionUnchanged: 'Please update the app version when updating the app',
    versionAlreadyPublished: 'Application with this version is already published',
    descriptionTooLong: 'Description must be less than 255 characters.',
    iconExtension: `The icon needs to have the ${iconExtensionList()} extension.`,
    fileRequired: 'An aimmspack file is required',
    fileExtension: 'The file needs to have the .aimmspack extension.',
    projectNotFound: 'Project does not exist or cannot be retrieved',
    /** Worded here: the spec describes this warning without quoting it. */
    existingNameWarning: (name: string) =>
      `An application named ${name} already exists. Consider updating it instead of publishing a new app.`,
  },
  category: {
    required: 'Category name is required.',
    tooLong: 'Category name must be less than 40 characters.',
    reserved: "The category name 'Other' is reserved and cannot be used.",
    notUnique: 'Category name must be unique.',
  },
  task: {
    serviceNameRequired: 'Service name is required.',
    noApp: 'Publish an app to create a new task.',
    requestDataRequired: 'Request data is required.',
    requestDataTooLarge: 'The file size cannot exceed 128MB.',
  },
  environment: {
    nameRequired: 'Environment name is required.',
    nameTooLong: 'Name should be less than 40 characters.',
    nameNotUnique: 'Environment with this name already exists',
    nameReserved: 'Reserved environment name. Please choose a different one.',
    invalidCharacters: 'The input contains invalid characters',
    descriptionTooLong: 'Description should be less than 255 characters.',
    invalidUrl: 'When provided, this has to be a valid URL.',
  },
  user: {
    usernameTooLong: "The 'Username' cannot be longer than 25 characters.",
    usernameRequired: 'Username is required.',
    usernameReserved: 'Reserved username. Please choose a different one.',
    usernameNotUnique: 'User with this name already exists',
    fullNameTooLong: "The 'Full name' cannot be longer than 40 characters.",
    emailInvalid: 'Email address is invalid.',
    passwordRequired: 'Password is required.',
    passwordTooWeak:
      'Password must be at least 12 characters long, contain at least one lowercase letter, one uppercase letter, one number, and one special character.',
    passwordsMustMatch: 'Passwords must match',
    confirmPasswordRequired: 'Please confirm your password',
    groupRequired: 'A user must be part of at least one group',
  },
  group: {
    nameRequired: 'Group name is required.',
    /** The spec's text says description; the rule applies to the group name. */
    nameTooLong: 'Description should be less than 40 characters.',
    nameNotUnique: 'Group with this name already exists',
    nameReserved: '"admin" is a reserved group name',
    invalidCharacters: 'The input contains invalid characters',
  },
  tunnel: {
    contextRequired: 'Context is required.',
    socketAddressRequired: 'Socket address is required',
    userGroupsRequired: 'User groups is required',
  },
  profile: {
    fullNameTooLong: 'Full name must be less than 40 characters.',
    emailInvalid: 'Email address is invalid.',
  },
  changePassword: {
    currentPasswordRequired: 'Current password is required.',
    newPasswordRequired: 'Password is required.',
    passwordsMustMatch: 'Passwords must match',
    confirmPasswordRequired: 'Please confirm your password',
  },
  mfaCode: {
    notNumeric: 'Please enter a valid numeric verification code.',
    notInteger: 'The verification code must be an integer.',
    negative: 'The verification code cannot be negative.',
    tooLarge: 'The verification code is too large.',
  },
  apiKey: {
    nameRequired: 'Key name is required.',
    nameTooLong: 'Key name must be less than 25 characters.',
    nameNotUnique: 'Key name must be unique.',
    expirationRequired: 'Expiration date is required.',
    expirationFormat: 'Expiration date must be in the valid format YYYY-MM-DD.',
    expirationInPast: 'Expiration date cannot be in the past.',
    expirationTooFar: 'Expiration date cannot be more than one year in the future.',
    scopeRequired: 'At least one key scope must be selected.',
  },
  login: {
    usernameRequired: 'A username is required',
    passwordRequired: 'A password is required',
    adminOnlyInRoot: 'Only the ROOT environment will support admin login',
  },
} as const;

/** Hints shown under the tunnel form fields (worded here: the spec describes them without quoting). */
export const tunnelHints = {
  context: 'Letters, numbers and dashes only; no leading or trailing dash.',
  socketAddress: 'The address as host:port.',
  userGroups:
    'A semicolon-separated list of Group@Environment; use .* as a wildcard. Default: .*@.* (all groups of all environments).',
} as const;

/** Section 6: guards on users and groups. */
export const permissionMessages = {
  administratorRoleRestricted: 'The Administrator role is restricted and cannot be changed to a lower level',
  noRegularGroup: 'User is not part of any regular group and can only stay at, or be promoted to Administrator',
  onlyGroup: 'This user cannot be removed from this group, because it is only part of this group and no other.',
  groupWouldOrphanUsers:
    'This group cannot be deleted because it has some users that are only part of this group and no other. They cannot be orphaned.',
  /** The last three are worded here: the spec states these rules without quoting a text. */
  roleGroupLocked: 'Role groups cannot be deleted or renamed.',
  rootEnvironmentLocked: 'The root environment cannot be edited or deleted.',
  administratorAccountLocked: 'The administrator account cannot be edited, have its app access managed, or be deleted.',
  /** Worded here too: what only administrators may do to administrators. */
  administratorRoleAdminsOnly: 'Only administrators may grant or take away the Administrator role.',
  administratorsAdminsOnly: 'Only administrators may change administrators.',
  explainOwnEnvironmentOnly: 'Group administrators can explain app access only in their own environment.',
  manageOwnEnvironmentOnly: 'Group administrators manage the groups and users of their own environment only.',
} as const;

/** Section 8: fallback texts used when a call fails. */
export const errorMessages = {
  unknown: 'Unknown error.',
  editApp: (name: string, version: string) => `An error occurred while editing ${name} ${version}.`,
  updateApp: (name: string, version: string) => `An error occurred while updating ${name} ${version}.`,
  publishApp: 'An error occured while publishing a new app.',
  createTask: 'An error occurred while creating a task',
  saveEnvironment: (name: string) => `Could not save environment "${name}".`,
  deleteEnvironment: (env: string) => `Failed to delete ${env}.`,
  setDefaultEnvironment: (env: string) => `Failed to set ${env} as the default environment.`,
  assignRole: (role: string, name: string) => `Could not assign the role ${role} to user ${name}:`,
  retrieveUsers: (env: string) =>
    `Failed to retrieve users for environment ${env}. Those users will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.`,
  retrieveGroups: (env: string) =>
    `Failed to retrieve groups for environment ${env}. Those groups will be missing from all overviews and lists. Please refresh the page and contact support if the issue persists.`,
  addUserToGroup: (name: string, group: string) => `Was not able to add user ${name} to group ${group}`,
  updateCustomization: 'An error occurred while updating the portal customization.',
  updateRetention: 'An error occurred while updating the retention settings',
  validatePassword: 'An error occured while validating the password.',
  activateMfa: 'An error occured while activating the MFA.',
  changePassword: 'An error occured while changing the password.',
  createApiKey: 'An error occured while creating an API key.',
  deleteApps: 'There was an error deleting the following apps:',
  requiredParameter: (name: string, operation: string) =>
    `Required parameter ${name} was null or undefined when calling ${operation}.`,
  winUiNotSupported: 'Browser and/or Operating System cannot launch this WinUI application.',
} as const;

/** Section 8 and 4: success texts. */
export const successMessages = {
  taskDeleted: (id: string | number) => `Task ${id} was successfully deleted.`,
  environmentDeleted: (name: string) => `Environment ${name} was successfully deleted.`,
  userRemovedFromGroup: (name: string, group: string) =>
    `User ${name} was successfully removed from the ${group} group.`,
  passwordChanged: 'Your password was changed.',
  mfaEnabled: 'Multi-factor authentication was enabled.',
  mfaDisabled: 'Multi-factor authentication was disabled.',
  apiKeyDeleted: (name: string) => `API key ${name} was deleted.`,
  appsDeleted: (n: number) => `${n} apps were deleted.`,
  publishStarted: (name: string, version: string, category?: string | null) =>
    category
      ? `Publishing application ${name} ${version} in category ${category} has started.`
      : `Publishing application ${name} ${version} has started.`,
  published: (name: string, version: string) => `Application ${name} ${version} was successfully published.`,
  // Worded here, short and plain: the spec has no text for these acknowledgements.
  appEdited: (name: string, version: string) => `${name} ${version} was saved.`,
  appDeleted: (name: string, version: string) => `${name} ${version} was deleted.`,
  categoryCreated: (name: string) => `Category ${name} was created.`,
  environmentCreated: (name: string) => `Environment ${name} was created.`,
  environmentSaved: (name: string) => `Environment ${name} was saved.`,
  environmentMadeDefault: (name: string) => `${name} is now the default environment.`,
  userCreated: (name: string) => `User ${name} was created.`,
  userSaved: (name: string) => `User ${name} was saved.`,
  roleChanged: (name: string, role: string) => `${name} now has the role ${role}.`,
  sessionsTerminated: (n: number) => (n === 1 ? 'The session was terminated.' : `${n} sessions were terminated.`),
  sessionsDeleted: (n: number) => (n === 1 ? 'The session was deleted.' : `${n} sessions were deleted.`),
  /** Worded here: the spec only says the message shows the launch/{name}/tag/latest shortcut. */
  taggedLatest: (name: string, version: string, shortcut: string) =>
    `${name} ${version} is now the latest version. It can be launched via ${shortcut}`,
} as const;

/** Other texts the spec quotes: fallbacks, empty states, labels, confirmations. */
export const uiTexts = {
  somethingWentWrong: 'Something went wrong!',
  reloadPage: 'Reload Page',
  unexpectedApplicationError: 'Unexpected Application Error',
  latestVersion: 'Latest version',
  launching: 'Launching',
  launch: 'Launch',
  winUiStarted: 'Your WinUI app should be started.',
  winUiNotSupported: 'Browser and/or Operating System cannot launch this WinUI application.',
  searchPlaceholder: (available: number) =>
    available > 0 ? `Search apps (${available} available)` : 'No apps available',
  noAppsAvailable: 'No apps available',
  matchingApps: (n: number) => `${n} matching app(s) found`,
  clear: 'Clear',
  newApp: 'New app',
  newCategory: 'New category',
  deleteSelection: (n: number) => `Delete selection (${n})`,
  cancelSelection: 'Cancel selection',
  selectForDeletion: 'Select for deletion',
  setAsLatestVersion: 'Set as latest version',
  publishingDetails: 'Publishing details',
  unknown: 'unknown',
  updateMode: 'Update mode',
  keepExistingVersion: 'Keep existing version',
  overwriteExistingVersion: 'Overwrite existing version',
  confirmDeleteApp: (name: string, version: string) => `Are you sure you want to delete ${name} ${version}?`,
  confirmDeleteCategory: (category: string) => `Are you sure you want to delete category '${category}'?`,
  deleteAppsFailed: 'There was an error deleting the following apps:',
  appsDeleted: (n: number) => `${n} apps were deleted.`,
  noWebUiSessions: 'No WebUI sessions found',
  noSolverSessions: 'No Solver Sessions found',
  noTasks: 'No Tasks found',
  newTask: 'New task',
  allGroups: 'All Groups',
  moreGroups: (n: number) => `+${n}`,
  groupCapacity: (current: number, max: number) => `${current} / ${max} max`,
  environmentBadges: { default: 'Default', native: 'Native', linked: 'Linked' },
  proEnvironments: 'PRO Environments',
  samlEnvironments: 'SAML Environments',
  cancel: 'Cancel',
  delete: 'Delete',
  save: 'Save',
  edit: 'Edit',
  verify: 'Verify',
} as const;

/** Role descriptions on the Users page (section 2 summarises them; the sentences are worded here). */
export const roleDescriptions = {
  admin: 'Administrators are global portal administrators.',
  groupAdmin: 'Group admins manage environments, groups, users and access, and can do what app publishers do.',
  appPublisher: 'App publishers see and manage all apps and categories, and can publish apps.',
  user: 'Users launch the apps they have access to.',
} as const;
