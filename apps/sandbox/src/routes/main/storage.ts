import { requireCaller, requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import { ErrorCode, badRequest } from '../../errors.js';
import { readMultipart } from '../../http/multipart.js';
import {
  MAX_OBJECT_BYTES,
  bucketWithObjects,
  checkLabel,
  createBucket,
  deleteBucket,
  deleteObject,
  findBucket,
  findObject,
  findObjectById,
  normaliseBucketPath,
  saveStorageObject,
  toStorageObject,
  updateBucket,
  updateObject,
  type BucketInput,
  type ObjectRow,
  type ObjectUpdate,
} from '../../services/storage.js';

type Q = { path: string; label?: string };

function parseObjectMetadata(text: string | undefined): { contentType?: string; description?: string | null } {
  if (text === undefined || text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The metadata part is not valid JSON.', ErrorCode.malformedJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('The metadata part must be a JSON object.');
  const v = value as Record<string, unknown>;
  if (v.contentType !== undefined && typeof v.contentType !== 'string')
    throw badRequest("The metadata field 'contentType' must be text.");
  if (v.description !== undefined && v.description !== null && typeof v.description !== 'string') {
    throw badRequest("The metadata field 'description' must be text.");
  }
  return v as { contentType?: string; description?: string | null };
}

export function storageHandlers(ctx: AppContext): HandlerMap {
  const { db, files } = ctx;
  return {
    async getStorageBucket(req) {
      requireCaller(req);
      return bucketWithObjects(db, await findBucket(db, (req.query as Q).path));
    },
    async createStorageBucket(req, reply) {
      requireCallerCapability(req, 'manageApps');
      const q = req.query as Q;
      const bucket = await createBucket(db, q.path, q.label, req.body as BucketInput);
      reply.code(201);
      return bucketWithObjects(db, bucket);
    },
    async updateStorageBucket(req) {
      requireCallerCapability(req, 'manageApps');
      const q = req.query as Q;
      return bucketWithObjects(db, await updateBucket(db, q.path, q.label, req.body as BucketInput));
    },
    async deleteStorageBucket(req) {
      requireCallerCapability(req, 'admin');
      await deleteBucket(db, files, (req.query as Q).path);
    },
    async getStorageObject(req) {
      requireCaller(req);
      const q = req.query as Q;
      return toStorageObject(await findObject(db, q.path, q.label ?? ''));
    },
    uploadStorageObject: {
      bodyLimit: MAX_OBJECT_BYTES + 1024 * 1024,
      tooLargeMessage: `The file is too large: at most ${MAX_OBJECT_BYTES / 1024 / 1024} MB is accepted.`,
      async handler(req, reply) {
        requireCallerCapability(req, 'manageApps');
        const q = req.query as Q;
        const path = normaliseBucketPath(q.path);
        const label = checkLabel(q.label);
        let saved: ObjectRow | undefined;
        let fileType = '';
        const fields = await readMultipart(req, ['file'], async (part) => {
          if (saved) throw badRequest("Send exactly one 'file' part.");
          fileType = part.mimetype;
          saved = await saveStorageObject(db, files, { path, label, source: part.file, contentType: part.mimetype });
        });
        const pendingMeta = fields.metadata;
        if (!saved) throw badRequest("The part 'file' is required.");
        let meta: ReturnType<typeof parseObjectMetadata>;
        try {
          meta = parseObjectMetadata(pendingMeta);
        } catch (err) {
          await deleteObject(db, files, path, label);
          throw err;
        }
        if (meta.contentType || meta.description !== undefined) {
          saved = await updateObject(db, path, label, {
            contentType: meta.contentType || fileType,
            description: meta.description,
          });
        }
        reply.code(201);
        return toStorageObject(saved);
      },
    },
    async updateStorageObject(req) {
      requireCallerCapability(req, 'manageApps');
      const q = req.query as Q;
      return toStorageObject(await updateObject(db, q.path, q.label ?? '', req.body as ObjectUpdate));
    },
    async deleteStorageObject(req) {
      requireCallerCapability(req, 'manageApps');
      const q = req.query as Q;
      await deleteObject(db, files, q.path, q.label ?? '');
    },
    async downloadStorageObject(req, reply) {
      requireCaller(req);
      const object = await findObjectById(db, (req.query as { id: string }).id);
      const { stream, size } = await files.open(object.file_key);
      reply.header('content-type', object.content_type).header('content-length', size);
      reply.header('content-disposition', `attachment; filename="${object.label.replace(/["\\\r\n]/g, '_')}"`);
      return reply.send(stream);
    },
  };
}
