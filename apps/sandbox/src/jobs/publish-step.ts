import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import { sqlNow, type Db } from '../db/db.js';
import type { PublishJobsTable } from '../db/schema.js';
import { setLatest, removeApp } from '../services/apps.js';
import { discardPublish } from '../services/publish.js';
import { nameKey } from '../services/validate.js';

/** The columns of a due publish job that finishing it reads. */
const JOB_COLUMNS = [
  'stored_id',
  'app_id',
  'behavior',
  'old_app_id',
  'pack_name',
  'requested_webui',
  'icon_label',
] as const;
type PublishJob = Pick<Selectable<PublishJobsTable>, (typeof JOB_COLUMNS)[number]>;

/** A pack containing this text (the file a WebUI project carries) is published as a WebUI app. */
const WEBUI_MARKER = 'webui.json';
/** A pack or app whose name contains this text fails to publish (for tests and demos). */
const FAIL_MARKER = 'fail-publish';

/** Whether the file contains the WebUI marker (case-insensitive), read as a stream. */
async function containsMarker(ctx: AppContext, key: string): Promise<boolean> {
  const { stream } = await ctx.files.open(key);
  const marker = WEBUI_MARKER.toLowerCase();
  let tail = '';
  for await (const chunk of stream) {
    const textChunk = tail + (chunk as Buffer).toString('latin1').toLowerCase();
    if (textChunk.includes(marker)) {
      stream.destroy();
      return true;
    }
    tail = textChunk.slice(-marker.length);
  }
  return false;
}

async function failureReason(
  ctx: AppContext,
  job: PublishJob,
  app: { name: string; file_name: string | null; file_size: number } | undefined,
) {
  if (!app) return 'The application was removed while it was being published.';
  const pack = job.pack_name ?? '';
  if (pack.toLowerCase().includes(FAIL_MARKER) || app.name.toLowerCase().includes(FAIL_MARKER)) {
    return `The application package ${pack} could not be installed on the platform (it is marked '${FAIL_MARKER}').`;
  }
  if (!app.file_name || !(await ctx.files.exists(app.file_name))) return 'The .aimmspack file is missing.';
  if (Number(app.file_size) === 0) return `The application package ${pack} is empty.`;
  return null;
}

/**
 * Ends a publish job that is still publishing, first thing in the transaction that finishes it;
 * false when something else ended it since it was read (then the transaction changes nothing).
 */
async function endJob(db: Db, job: PublishJob, end: { state: 'done' } | { state: 'failed'; reason: string }) {
  const ended = await db.kysely
    .updateTable('publish_jobs')
    .set({ ...end, finished_at: sqlNow() })
    .where('stored_id', '=', job.stored_id)
    .where('state', '=', 'publishing')
    .returning('stored_id')
    .executeTakeFirst();
  return ended !== undefined;
}

/** Finishes one publish: the app gains isWebUI and the latest tag, or disappears with a stored reason. */
async function finishPublish(ctx: AppContext, job: PublishJob): Promise<void> {
  const app = job.app_id
    ? await ctx.db.kysely
        .selectFrom('apps')
        .select(['id', 'name', 'version', 'file_name', 'file_size'])
        .where('id', '=', job.app_id)
        .executeTakeFirst()
    : undefined;
  const reason = await failureReason(ctx, job, app);
  if (reason) {
    // Files first: once a caller can see the failure, nothing of the app is left on disk. A crash in
    // between leaves the job publishing, and the next round fails it again.
    await ctx.files.removeFolder(`apps/${job.stored_id}`);
    if (job.icon_label) await ctx.files.remove(`icons/${job.icon_label}`);
    await ctx.db.tx(async (db) => {
      if (!(await endJob(db, job, { state: 'failed', reason }))) return;
      await discardPublish(db, job.stored_id, job.icon_label);
    });
    return;
  }
  const found = app as NonNullable<typeof app>;
  const isWebUI = job.requested_webui ?? String(await containsMarker(ctx, found.file_name as string));
  const removedFile = await ctx.db.tx(async (db) => {
    if (!(await endJob(db, job, { state: 'done' }))) return null;
    await db.kysely
      .updateTable('apps')
      .set({ is_webui: isWebUI, published_at: sqlNow() })
      .where('id', '=', found.id)
      .execute();
    await setLatest(db, found.id, nameKey(found.name));
    let oldFile: string | null = null;
    if (job.old_app_id && job.behavior !== 0) {
      const oldAppId = job.old_app_id;
      await db.kysely
        .insertInto('app_access')
        .columns(['app_id', 'entity'])
        .expression((eb) =>
          eb
            .selectFrom('app_access')
            .select([eb.val(found.id).as('app_id'), 'entity'])
            .where('app_id', '=', oldAppId),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      const old = await db.kysely
        .selectFrom('apps')
        .select(['id', 'name', 'is_latest', 'file_name', 'stored_id'])
        .where('id', '=', oldAppId)
        .executeTakeFirst();
      if (old && job.behavior === 2) {
        await removeApp(db, { ...old, is_latest: false });
        oldFile = old.stored_id;
      }
    }
    return oldFile;
  });
  if (removedFile) await ctx.files.removeFolder(`apps/${removedFile}`);
}

/** Finishes every publish whose time has come. */
export async function advancePublishes(ctx: AppContext, now: Date): Promise<void> {
  const due = await ctx.db.kysely
    .selectFrom('publish_jobs')
    .select(JOB_COLUMNS)
    .where('state', '=', 'publishing')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(20)
    .execute();
  for (const job of due) await finishPublish(ctx, job);
}
