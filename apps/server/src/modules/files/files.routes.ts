import { ZOkResponse } from '@carehome/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth, requireTenant } from '../../platform/auth/access.ts';
import { consume, type ThrottleRule } from '../../platform/auth/throttle.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getOrganization } from '../auth/index.ts';
import { deleteFile, type FileKind, type FileReadChecks, openFile, storeImage } from './files.service.ts';
import { MAX_UPLOAD_MB, parseResize } from './images.ts';

const tags = ['files'];
const ZUploaded = z.object({ fileName: z.string(), url: z.string(), width: z.number(), height: z.number() });
const ZFileParams = z.object({ fileName: z.string().check(z.maxLength(80)) });
const KINDS: FileKind[] = ['logo', 'photo', 'operation', 'resident', 'image'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Uploads per person and hour, counted in PostgreSQL before the image is read (so across app copies,
 * and atomically under concurrency). A housekeeper taking a few photos per room stays far below it.
 */
export const UPLOAD_RULE: ThrottleRule = { scope: 'upload', max: 120, windowSeconds: 3600 };

/**
 * The organization a file belongs to: the signed-in one, or for a provider administrator editing
 * another organization (its logo), the one named; an unknown organization is "not found".
 */
async function fileTenant(ctx: AppContext, req: FastifyRequest, requested: string | undefined) {
  const auth = requireAuth(req);
  if (requested && auth.kind === 'system' && UUID.test(requested) && requested !== auth.tenantId) {
    const exists = await withPlatform(ctx.database.db, (tx) => getOrganization(tx, requested));
    if (!exists) throw notFound();
    // The session's site belongs to its own organization, not to this one.
    return { ...auth, tenantId: requested, facilityId: null };
  }
  return requireTenant(req);
}

/**
 * Reads the one file and the text fields of a multipart upload. A body that is not multipart, is cut
 * short, or carries more than one file is a 400 (never a 500, which the tablet would retry forever).
 */
async function readUpload(req: FastifyRequest): Promise<{ data: Buffer | undefined; fields: Record<string, string> }> {
  let data: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') data = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    // As a field error with its parameter, so the client can fill {max} in its own language.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('Image', 'file.too_large', 413, { max: MAX_UPLOAD_MB });
    if (err instanceof AppError) throw err;
    req.log.info({ err }, 'unreadable upload');
    throw new AppError(400, 'file.malformed');
  }
  return { data, fields };
}

/** The files API: POST files/image, POST files, GET and DELETE files/{fileName}. */
export function filesRoutes(ctx: AppContext, checks: FileReadChecks): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 10 } });

    const upload = (defaultKind: FileKind) => async (req: FastifyRequest) => {
      await consume(ctx.database.db, UPLOAD_RULE, requireAuth(req).subjectId);
      const { data, fields } = await readUpload(req);
      const auth = await fileTenant(ctx, req, fields.TenantId);
      if (!data?.length) throw new AppError(400, 'file.not_image');
      const kind = KINDS.includes(fields.Kind as FileKind) ? (fields.Kind as FileKind) : defaultKind;
      const facilityId = fields.FacilityId || undefined;
      if (facilityId && !UUID.test(facilityId)) throw fieldError('FacilityId', 'validation.invalid');
      const fileId = fields.FileId?.toLowerCase() || undefined;
      if (fileId && !UUID.test(fileId)) throw fieldError('FileId', 'validation.invalid');
      return storeImage(ctx, auth, requestMeta(req), { data, kind, resize: parseResize(fields.Resize), facilityId, fileId });
    };

    app.post(
      '/files/image',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Multipart: Image (the file), optional Resize (e.g. 600x600), Kind, FacilityId (the site a photo belongs to; the current site by default) and FileId (a photo id made on the tablet: the file is named <FileId>.jpg and sending it again answers the stored file, so an offline retry makes one file).',
          response: { 200: ZUploaded, ...errorResponses },
        },
      },
      upload('image'),
    );

    app.post(
      '/files',
      {
        config: { access: { minRole: 'FacilityAdministrator' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Operation images (multipart: the file).',
          response: { 200: ZUploaded, ...errorResponses },
        },
      },
      upload('operation'),
    );

    app.get(
      '/files/:fileName',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, params: ZFileParams, querystring: z.object({ tenantId: z.optional(z.uuid()) }) },
      },
      async (req, reply) => {
        const auth = await fileTenant(ctx, req, req.query.tenantId);
        const file = await openFile(ctx, auth, checks, req.params.fileName, requestMeta(req));
        // Names are never reused, so the browser may keep the bytes; only this user may. A resident's photo
        // is never kept: each view is read again (and so logged), and nothing stays after a sign-out.
        const cache = file.kind === 'resident' ? 'no-store' : 'private, max-age=31536000, immutable';
        return reply.header('cache-control', cache).type(file.contentType).send(file.stream);
      },
    );

    app.delete(
      '/files/:fileName',
      {
        config: { access: { minRole: 'FacilityAssistant' } },
        schema: { tags, params: ZFileParams, response: { 200: ZOkResponse, ...errorResponses } },
      },
      async (req) => {
        await deleteFile(ctx, requireTenant(req), requestMeta(req), req.params.fileName);
        return { ok: true as const };
      },
    );
  };
}
