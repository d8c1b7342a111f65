/** What a new tunnel's user groups field starts with: every group of every environment. */
export const DEFAULT_TUNNEL_USER_GROUPS = '.*@.*';

/** Hints shown under the tunnel form fields (worded here: the spec describes them without quoting). */
export const tunnelHints = {
  context: 'Letters, numbers and dashes only; no leading or trailing dash.',
  socketAddress: 'The address as host:port.',
  userGroups:
    'A semicolon-separated list of Group@Environment; use .* as a wildcard. Default: .*@.* (all groups of all environments).',
} as const;
