/** Fallback texts used when a call fails. */
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
