/** Role descriptions on the Users page (the spec summarises the roles; the sentences are worded here). */
export const roleDescriptions = {
  admin: 'Administrators are global portal administrators.',
  groupAdmin: 'Group admins manage environments, groups, users and access, and can do what app publishers do.',
  appPublisher: 'App publishers see and manage all apps and categories, and can publish apps.',
  user: 'Users launch the apps they have access to.',
} as const;
