/** The fields of a suggestion of the access explainer that its confirmation reads. */
export interface SuggestionFields {
  action: string;
  env_name: string;
  group_name: string;
  user_name?: string;
  text: string;
}

/** How far a suggestion reaches: the users of the group it touches, and the apps that group opens. */
export interface SuggestionReach {
  /** The group's users (for the everyone group, every user of its environment). */
  users: number;
  isEveryone: boolean;
  /** App versions the group has access to (all of which a user who joins it can open). */
  apps: number;
}

interface App {
  name: string;
  version: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The confirmation's title: the suggestion as a question ('Give group Analysts access?'). */
export const suggestionQuestion = (s: SuggestionFields) => `${s.text.replace(/\.$/, '')}?`;

/** The confirming button's text. */
export const suggestionAction = (s: SuggestionFields) =>
  s.action === 'addUserToGroup' ? 'Add to group' : 'Give access';

/** Whom a suggestion affects and what they gain, in words, for its confirmation. */
export function reachText(s: SuggestionFields, app: App, reach: SuggestionReach): string {
  const target = `${app.name} ${app.version}`;
  if (s.action === 'addUserToGroup') {
    const others = Math.max(reach.apps - 1, 0);
    return (
      `This affects 1 user: ${s.user_name ?? ''} joins group ${s.group_name} of environment ${s.env_name} ` +
      `and can then open ${target}` +
      (others > 0 ? ` and ${count(others, 'other app version', 'other app versions')} the group has access to.` : '.')
    );
  }
  const users = count(reach.users, 'user', 'users');
  return reach.isEveryone
    ? `This affects every user of environment ${s.env_name} (${users} now, and everyone added later): they can open ${target}.`
    : `This affects ${users} of group ${s.group_name} in environment ${s.env_name} (and anyone added to it later): they can open ${target}.`;
}
