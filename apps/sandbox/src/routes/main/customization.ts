import { requireCaller, requireCallerCapability, type AppContext, type HandlerMap } from '../../context.js';
import { badRequest } from '../../errors.js';
import { readMultipart } from '../../http/multipart.js';
import {
  RESOURCE_PROFILES,
  deleteTunnel,
  getCustomization,
  listTunnels,
  parseCustomizationMetadata,
  saveTunnel,
  updateCustomization,
  type TunnelInput,
} from '../../services/customization.js';
import { MAX_IMAGE_BYTES, storeImage, type ImageKind, type StoredImage } from '../../services/images.js';
import { mfaPolicy, setMfaPolicy, type MfaPolicy } from '../../services/mfa-policy.js';
import { getSetting, jobRetentionDays, setSetting } from '../../services/settings.js';

export function customizationHandlers(ctx: AppContext): HandlerMap {
  const { db, files } = ctx;
  return {
    async getCustomization() {
      return getCustomization(db);
    },
    updateCustomization: {
      bodyLimit: 2 * MAX_IMAGE_BYTES + 1024 * 1024,
      tooLargeMessage: 'The images are too large: at most 10 MB each is accepted.',
      async handler(req) {
        requireCallerCapability(req, 'admin');
        const images: Partial<Record<ImageKind, StoredImage>> = {};
        const dropNew = () => Promise.all(Object.values(images).map((i) => files.remove(i.fileKey)));
        try {
          const fields = await readMultipart(req, ['loginImage', 'rightLogo'], async (part) => {
            const kind = part.fieldname as ImageKind;
            if (images[kind]) throw badRequest(`Send at most one ${kind} part.`);
            images[kind] = await storeImage(files, kind, part.file);
          });
          if (fields.metadata === undefined) throw badRequest("The part 'metadata' is required.");
          return await updateCustomization(db, files, parseCustomizationMetadata(fields.metadata), images);
        } catch (err) {
          await dropNew();
          throw err;
        }
      },
    },
    async listResourceProfiles(req) {
      requireCaller(req);
      return { profiles: RESOURCE_PROFILES };
    },
    async getRetentionSettings(req) {
      requireCallerCapability(req, 'admin');
      return { jobRetentionTime: await jobRetentionDays(db) };
    },
    async updateRetentionSettings(req) {
      requireCallerCapability(req, 'admin');
      const { jobRetentionTime } = req.body as { jobRetentionTime: number };
      await setSetting(db, 'jobRetentionTime', jobRetentionTime);
      return { jobRetentionTime: await getSetting(db, 'jobRetentionTime', jobRetentionTime) };
    },
    async getMfaSettings(req) {
      requireCallerCapability(req, 'admin');
      return { mfaPolicy: await mfaPolicy(db) };
    },
    async updateMfaSettings(req) {
      requireCallerCapability(req, 'admin');
      await setMfaPolicy(db, (req.body as { mfaPolicy: MfaPolicy }).mfaPolicy);
      return { mfaPolicy: await mfaPolicy(db) };
    },
    async listTunnels(req) {
      requireCallerCapability(req, 'admin');
      return { tunnels: await listTunnels(db) };
    },
    async saveTunnel(req, reply) {
      requireCallerCapability(req, 'admin');
      const { created, tunnel } = await saveTunnel(db, req.body as TunnelInput);
      reply.code(created ? 201 : 200);
      return tunnel;
    },
    async deleteTunnel(req) {
      requireCallerCapability(req, 'admin');
      await deleteTunnel(db, Number((req.params as { tunnelId: number }).tunnelId));
    },
  };
}
