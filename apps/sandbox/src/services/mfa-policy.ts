import type { Db } from '../db/db.js';
import { getSetting, setSetting } from './settings.js';

/**
 * The account's MFA policy: 'optional' lets each person decide; 'required' makes everyone of a
 * password environment enrol at their next sign-in (no session before they have) and keeps them
 * from disabling MFA. Users of linked (SAML) environments sign in elsewhere and are not affected.
 */
export type MfaPolicy = 'optional' | 'required';

const KEY = 'mfaPolicy';

export const mfaPolicy = (db: Db) => getSetting<MfaPolicy>(db, KEY, 'optional');

export const mfaRequired = async (db: Db) => (await mfaPolicy(db)) === 'required';

export const setMfaPolicy = (db: Db, policy: MfaPolicy) => setSetting(db, KEY, policy);
