import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 32 bytes. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and API key secrets are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
