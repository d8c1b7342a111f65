/** Texts of successful actions. */
export const successMessages = {
  taskDeleted: (id: string | number) => `Task ${id} was successfully deleted.`,
  environmentDeleted: (name: string) => `Environment ${name} was successfully deleted.`,
  userRemovedFromGroup: (name: string, group: string) =>
    `User ${name} was successfully removed from the ${group} group.`,
  passwordChanged: 'Your password was changed.',
  mfaEnabled: 'Multi-factor authentication was enabled.',
  mfaDisabled: 'Multi-factor authentication was disabled.',
  // Worded here: the spec has no MFA reset (the platform's User Settings offer it while MFA is required).
  mfaReset: 'Multi-factor authentication now uses your new authenticator app.',
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
