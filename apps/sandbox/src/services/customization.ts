import {
  TUNNEL_CONTEXT_CONTRACT_PATTERN,
  TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN,
  formatMessages,
  validationMessages,
} from '@pro-portal/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import type { TunnelsTable } from '../db/schema.js';
import { ErrorCode, badRequest, conflict, notFound } from '../errors.js';
import type { FileStore } from '../files/store.js';
import { deleteImage, recordImage, type StoredImage } from './images.js';
import { getSetting, setSetting } from './settings.js';

interface CustomizationConfig {
  contactTitle: string | null;
  contactDetails: string | null;
  rightLogoId: string | null;
  loginImageId: string | null;
  profile: { profileName: string };
}

interface CustomizationMetadata {
  contactTitle?: string | null;
  contactDetails?: string | null;
  profile?: { profileName: string };
  deleteLoginImage?: boolean;
  deleteRightLogo?: boolean;
}

const DEFAULTS: CustomizationConfig = {
  contactTitle: null,
  contactDetails: null,
  rightLogoId: null,
  loginImageId: null,
  profile: { profileName: 'default' },
};

export const getCustomization = (db: Db) => getSetting<CustomizationConfig>(db, 'customization', DEFAULTS);

/** Parses the metadata part; 400 when it is not a JSON object of the right shape. */
export function parseCustomizationMetadata(text: string | undefined): CustomizationMetadata {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '{}');
  } catch {
    throw badRequest('The metadata part is not valid JSON.', ErrorCode.malformedJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('The metadata part must be a JSON object.');
  const v = value as Record<string, unknown>;
  const text_ = (k: string) => {
    if (v[k] !== undefined && v[k] !== null && typeof v[k] !== 'string')
      throw badRequest(`The metadata field '${k}' must be text.`);
  };
  text_('contactTitle');
  text_('contactDetails');
  for (const k of ['deleteLoginImage', 'deleteRightLogo']) {
    if (v[k] !== undefined && typeof v[k] !== 'boolean')
      throw badRequest(`The metadata field '${k}' must be true or false.`);
  }
  if (v.profile !== undefined) {
    const p = v.profile as Record<string, unknown> | null;
    if (!p || typeof p.profileName !== 'string' || !p.profileName.trim()) {
      throw badRequest("The metadata field 'profile' must be {profileName}.");
    }
  }
  return v as CustomizationMetadata;
}

/** Applies metadata and newly stored images; replaced or deleted images are removed from disk. */
export async function updateCustomization(
  db: Db,
  files: FileStore,
  meta: CustomizationMetadata,
  images: { loginImage?: StoredImage; rightLogo?: StoredImage },
): Promise<CustomizationConfig> {
  const current = await getCustomization(db);
  const next: CustomizationConfig = {
    contactTitle: meta.contactTitle !== undefined ? meta.contactTitle?.trim() || null : current.contactTitle,
    contactDetails: meta.contactDetails !== undefined ? meta.contactDetails || null : current.contactDetails,
    profile: meta.profile ? { profileName: meta.profile.profileName.trim() } : current.profile,
    loginImageId: images.loginImage?.id ?? (meta.deleteLoginImage ? null : current.loginImageId),
    rightLogoId: images.rightLogo?.id ?? (meta.deleteRightLogo ? null : current.rightLogoId),
  };
  await db.tx(async (t) => {
    if (images.loginImage) await recordImage(t, images.loginImage);
    if (images.rightLogo) await recordImage(t, images.rightLogo);
    await setSetting(t, 'customization', next);
  });
  if (next.loginImageId !== current.loginImageId) await deleteImage(db, files, current.loginImageId);
  if (next.rightLogoId !== current.rightLogoId) await deleteImage(db, files, current.rightLogoId);
  return next;
}

export interface TunnelInput {
  id?: number;
  context: string;
  socketAddress: string;
  userGroups: string;
}

const toTunnel = (r: Selectable<TunnelsTable>) => ({
  id: r.id,
  context: r.context,
  socketAddress: r.socket_address,
  userGroups: r.user_groups,
});
const t_ = validationMessages.tunnel;

export async function listTunnels(db: Db) {
  return (await db.kysely.selectFrom('tunnels').selectAll().orderBy('context').execute()).map(toTunnel);
}

/** Creates a tunnel, or edits the one with input.id; contexts are unique (case-insensitive). */
export async function saveTunnel(
  db: Db,
  input: TunnelInput,
): Promise<{ created: boolean; tunnel: ReturnType<typeof toTunnel> }> {
  const context = input.context.trim();
  const socketAddress = input.socketAddress.trim();
  const userGroups = input.userGroups.trim();
  if (!context) throw badRequest(t_.contextRequired);
  if (!socketAddress) throw badRequest(t_.socketAddressRequired);
  if (!userGroups) throw badRequest(t_.userGroupsRequired);
  if (!new RegExp(TUNNEL_CONTEXT_CONTRACT_PATTERN).test(context)) throw badRequest(formatMessages.tunnelContext);
  if (!new RegExp(TUNNEL_SOCKET_ADDRESS_CONTRACT_PATTERN).test(socketAddress))
    throw badRequest(formatMessages.tunnelSocketAddress);
  const clash = await db.kysely
    .selectFrom('tunnels')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['context']), '=', eb.fn('lower', [eb.val(context)])))
    .executeTakeFirst();
  if (clash && clash.id !== input.id)
    throw conflict(`A tunnel with context '${context}' already exists.`, ErrorCode.tunnelExists);
  const values = { context, socket_address: socketAddress, user_groups: userGroups };
  if (input.id !== undefined) {
    const row = await db.kysely
      .updateTable('tunnels')
      .set(values)
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(`Tunnel ${input.id} does not exist.`, ErrorCode.tunnelNotFound);
    return { created: false, tunnel: toTunnel(row) };
  }
  const row = await db.kysely.insertInto('tunnels').values(values).returningAll().executeTakeFirstOrThrow();
  return { created: true, tunnel: toTunnel(row) };
}

export async function deleteTunnel(db: Db, id: number): Promise<void> {
  const removed = await db.kysely.deleteFrom('tunnels').where('id', '=', id).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(`Tunnel ${id} does not exist.`, ErrorCode.tunnelNotFound);
}

export const RESOURCE_PROFILES = [
  { name: 'small', description: 'For light interactive use', cpu: 1, memory: 2048 },
  { name: 'medium', description: 'The default for most apps', cpu: 2, memory: 4096 },
  { name: 'large', description: 'For heavy solves', cpu: 4, memory: 16384 },
];
