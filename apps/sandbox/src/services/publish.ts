import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppContext, Caller } from '../context.js';
import { requireCapability } from '../context.js';
import type { Db } from '../db/db.js';
import { ApiError, badRequest, conflict, ErrorCode, notFound } from '../errors.js';
import { createApplicationSchema, validationMessages, ICON_STORAGE_PATH, PUBLISH_BEHAVIOR } from '@pro-portal/rules';
import { STEP_SECONDS, stepEnd } from '../jobs/timing.js';
import { checkResourceProfile, checkStoredIcon, findAppRow } from './apps.js';
import { pickExtraAttributes } from './app-rows.js';
import { categoryForPublish } from './categories.js';
import { versionExists } from './versions.js';
import { nameKey, validateWith } from './validate.js';

const m = validationMessages.application;

/** Largest accepted .aimmspack and icon. */
export const PACK_MAX_BYTES = 512 * 1024 * 1024;
const ICON_MAX_BYTES = 1024 * 1024;

/** A part of a multipart request: a file to stream, or a text field. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; file: Readable }
  | { type: 'field'; fieldname: string; value: string };

interface PublishMetadata {
  name?: unknown;
  description?: unknown;
  projectVersion?: unknown;
  projectCategory?: unknown;
  aimmsVersionId?: unknown;
  publishBehavior?: unknown;
  oldProjectName?: unknown;
  oldProjectVersion?: unknown;
  resourceProfile?: unknown;
  attributes?: { iconUrl?: unknown; isWebUI?: unknown; [key: string]: unknown };
}

interface Received {
  pack?: { key: string; filename: string; size: number };
  icon?: { key: string; filename: string; size: number; mimetype: string };
  metadata?: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** Streams the parts to disk: the pack under apps/{storedId}/, the icon under icons/. */
async function receiveParts(ctx: AppContext, storedId: string, parts: AsyncIterable<UploadPart>, received: Received) {
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'metadata') received.metadata = part.value;
      continue;
    }
    if (part.fieldname === 'file' && !received.pack) {
      const safeName = part.filename.replace(/[^\w.-]+/g, '_') || 'app.aimmspack';
      const key = `apps/${storedId}/${safeName}`;
      const saved = await ctx.files.save(key, part.file, {
        maxBytes: PACK_MAX_BYTES,
        tooLargeMessage: `The .aimmspack file cannot exceed ${PACK_MAX_BYTES / 1024 / 1024} MB.`,
      });
      received.pack = { key, filename: part.filename, size: saved.size };
    } else if (part.fieldname === 'icon' && !received.icon) {
      const ext = (/\.([a-z0-9]+)$/i.exec(part.filename)?.[1] ?? '').toLowerCase();
      const key = `icons/${storedId}.${ext || 'img'}`;
      const saved = await ctx.files.save(key, part.file, {
        maxBytes: ICON_MAX_BYTES,
        tooLargeMessage: 'The icon cannot exceed 1 MB.',
      });
      received.icon = { key, filename: part.filename, size: saved.size, mimetype: part.mimetype };
    } else {
      part.file.resume();
    }
  }
}

function parseMetadata(raw: string | undefined): PublishMetadata {
  if (raw === undefined) throw badRequest('The metadata part is missing.', ErrorCode.publishInvalid);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as PublishMetadata;
  } catch {
    /* answered below */
  }
  throw badRequest('The metadata part must be a JSON object (PublishMetadata).', ErrorCode.publishInvalid);
}

const ICON_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
};

function checkBehavior(behavior: unknown): asserts behavior is 0 | 1 | 2 {
  if (behavior !== 0 && behavior !== 1 && behavior !== 2) {
    throw badRequest(
      'publishBehavior must be 0 (new publish), 1 (keep existing version) or 2 (overwrite existing version).',
      ErrorCode.publishInvalid,
    );
  }
}

/** Checks everything and records the app (without isWebUI) and its publish job; throws before writing anything. */
async function record(ctx: AppContext, caller: Caller, storedId: string, meta: PublishMetadata, got: Received) {
  // Without oldProjectName and oldProjectVersion there is no version to keep or overwrite: the
  // platform's Python library sends publishBehavior 1 by default for a new publish, so it is one.
  const namesOld = meta.oldProjectName !== undefined || meta.oldProjectVersion !== undefined;
  const behavior = namesOld ? (meta.publishBehavior ?? PUBLISH_BEHAVIOR.newPublish) : PUBLISH_BEHAVIOR.newPublish;
  if (!namesOld && meta.publishBehavior !== undefined) checkBehavior(meta.publishBehavior);
  checkBehavior(behavior);
  const versionId = text(meta.aimmsVersionId);
  const rawWebUI = meta.attributes?.isWebUI;
  const requestedWebUI = typeof rawWebUI === 'boolean' ? String(rawWebUI) : rawWebUI;
  if (requestedWebUI !== undefined && requestedWebUI !== 'true' && requestedWebUI !== 'false') {
    throw badRequest("attributes.isWebUI must be 'true' or 'false'.", ErrorCode.publishInvalid);
  }
  const extra = pickExtraAttributes(meta.attributes);
  if (typeof extra === 'string') throw badRequest(extra, ErrorCode.publishInvalid);

  return ctx.db.tx(async (db) => {
    let name = text(meta.name).trim();
    const version = text(meta.projectVersion).trim();
    let old: Awaited<ReturnType<typeof findAppRow>>;
    if (behavior !== PUBLISH_BEHAVIOR.newPublish) {
      old = await findAppRow(db, text(meta.oldProjectName), text(meta.oldProjectVersion));
      if (!old || old.is_webui === null) throw notFound(m.projectNotFound, ErrorCode.projectNotFound);
      if (behavior === PUBLISH_BEHAVIOR.keepExisting) name = old.name;
    }
    const existingApps = await db.kysely.selectFrom('apps').select(['name', 'version']).execute();
    const values = {
      name,
      version,
      description: text(meta.description),
      category: text(meta.projectCategory),
      icon: got.icon ? { filename: got.icon.filename, size: got.icon.size } : null,
      file: got.pack ? { filename: got.pack.filename, size: got.pack.size } : null,
      publishBehavior: behavior,
    };
    const duplicate = existingApps.some(
      (a) => nameKey(a.name) === nameKey(name) && nameKey(a.version) === nameKey(version),
    );
    const sameAsOld = old && nameKey(old.name) === nameKey(name) && nameKey(old.version) === nameKey(version);
    if (duplicate && !sameAsOld && name && version) throw conflict(m.versionAlreadyPublished, ErrorCode.versionExists);
    validateWith(
      createApplicationSchema({
        mode: behavior === 0 ? 'publish' : 'update',
        existingApps,
        currentVersion: old?.version,
      }),
      values,
    );
    if (!(await versionExists(db, versionId))) {
      throw badRequest(`AIMMS version '${versionId}' does not exist.`, ErrorCode.versionNotFound);
    }
    const categoryText = text(meta.projectCategory).trim();
    const category = categoryText ? await categoryForPublish(db, categoryText) : undefined;

    const iconUrl = got.icon ? null : await checkStoredIcon(db, text(meta.attributes?.iconUrl) || null);
    let iconLabel: string | null = null;
    if (got.icon) {
      iconLabel = got.icon.key.slice('icons/'.length);
      const ext = (/\.([a-z0-9]+)$/i.exec(got.icon.filename)?.[1] ?? '').toLowerCase();
      await db.kysely
        .insertInto('storage_objects')
        .values({
          path: ICON_STORAGE_PATH,
          label: iconLabel,
          file_key: got.icon.key,
          size: got.icon.size,
          content_type: ICON_TYPES[ext] ?? got.icon.mimetype,
          description: `Icon of ${name} ${version}`,
        })
        .execute();
    }
    const app = await db.kysely
      .insertInto('apps')
      .values({
        stored_id: storedId,
        name,
        version,
        name_key: nameKey(name),
        version_key: nameKey(version),
        description: text(meta.description),
        category_id: category?.id ?? null,
        aimms_version_id: versionId,
        resource_profile: checkResourceProfile(meta.resourceProfile),
        icon_url: iconLabel ? `/icons/${iconLabel}` : iconUrl,
        file_name: got.pack?.key ?? null,
        file_size: got.pack?.size ?? 0,
        published_by: caller.username,
        published_by_user_id: caller.userId,
        extra_attributes: JSON.stringify(extra),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('publish_jobs')
      .values({
        stored_id: storedId,
        app_id: app.id,
        name,
        version,
        behavior,
        old_app_id: old?.id ?? null,
        pack_name: got.pack?.filename ?? null,
        requested_webui: requestedWebUI ?? null,
        icon_label: iconLabel,
        state: 'publishing',
        due_at: stepEnd(STEP_SECONDS.publish * (isSlowPublish(got.pack?.filename) ? 10 : 1), ctx.config.jobSpeed),
      })
      .execute();
    return { name, version };
  });
}

/** A pack whose file name contains 'slow-publish' takes ten times longer to publish (for tests and demos). */
const isSlowPublish = (fileName: string | undefined) => (fileName ?? '').toLowerCase().includes('slow-publish');

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === '23505';
}

/**
 * POST /applications. Streams the parts to disk, validates the metadata with the Application form rules,
 * then records the app without isWebUI; the simulator finishes (or fails) the publish later.
 * A refused publish leaves neither rows nor files behind.
 */
export async function publishApp(
  ctx: AppContext,
  caller: Caller,
  parts: AsyncIterable<UploadPart>,
): Promise<{ storedId: string }> {
  requireCapability(caller, 'manageApps');
  const storedId = randomUUID();
  const got: Received = {};
  try {
    await receiveParts(ctx, storedId, parts, got);
    const meta = parseMetadata(got.metadata);
    await record(ctx, caller, storedId, meta, got);
  } catch (err) {
    await ctx.files.removeFolder(`apps/${storedId}`);
    if (got.icon) await ctx.files.remove(got.icon.key);
    if (isUniqueViolation(err)) throw conflict(m.versionAlreadyPublished, ErrorCode.versionExists);
    throw err instanceof ApiError || !(err as { statusCode?: number }).statusCode ? err : toApiError(err);
  }
  return { storedId };
}

function toApiError(err: unknown): ApiError {
  const e = err as { statusCode: number; message?: string };
  return new ApiError(
    e.statusCode,
    e.statusCode === 413 ? ErrorCode.packTooLarge : ErrorCode.publishInvalid,
    e.message ?? 'The upload failed.',
  );
}

/** Removes a publish's leftovers when it fails: the app row, its icon object and its files. */
export async function discardPublish(db: Db, storedId: string, iconLabel: string | null) {
  await db.kysely.deleteFrom('apps').where('stored_id', '=', storedId).execute();
  if (iconLabel)
    await db.kysely
      .deleteFrom('storage_objects')
      .where('path', '=', ICON_STORAGE_PATH)
      .where('label', '=', iconLabel)
      .execute();
}
