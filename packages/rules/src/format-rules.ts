/**
 * Format rules the spec states without a message (or not at all): each as the JSON Schema pattern the
 * API contract declares (openapi/contract-patterns.test.ts holds the files to these strings) and the
 * message, worded here, that names its field. A module of its own, so that a page which checks none
 * of them does not load them.
 */

/**
 * Usernames: none of < > " ' & / \ (markup, and path separators: a username is shown in pages and
 * sent in addresses).
 */
export const USERNAME_CONTRACT_PATTERN = '^[^<>"\'&/\\\\]*$';
/** A tunnel's URI context path: letters, digits and dashes, no dash first or last. */
export const TUNNEL_CONTEXT_CONTRACT_PATTERN = '^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$';
/** A tunnel's socket address: host:port, blanks around it ignored. */
export const TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN = '^\\s*[^\\s:]+:\\d{1,5}\\s*$';

export const formatMessages = {
  usernameCharacters: `The 'Username' cannot contain < > " ' & / or \\.`,
  tunnelContext: 'The URI context path may hold only letters, numbers and dashes, and cannot start or end with a dash.',
  tunnelSocketAddress: 'The socket address must be host:port, such as db.internal:5432.',
} as const;
