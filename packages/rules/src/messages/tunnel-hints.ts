/** Hints shown under the tunnel form fields (worded here: the spec describes them without quoting). */
export const tunnelHints = {
  context: 'Letters, numbers and dashes only; no leading or trailing dash.',
  socketAddress: 'The address as host:port.',
  userGroups:
    'A semicolon-separated list of Group@Environment; use .* as a wildcard. Default: .*@.* (all groups of all environments).',
} as const;
