import { ZOkResponse } from '@carehome/contracts';
import type { Multipart } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth, requireTenant } from '../../platform/auth/access.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getOrganization } from '../auth/auth.repository.ts';
import { deleteFile, type FileKind, openFile, storeImage } from './files.service.ts';
import { MAX_UPLOAD_MB, parseResize } from './images.ts';

const tags = ['files'];
const ZUploaded = z.object({ fileName: z.string(), url: z.string(), width: z.number(), height: z.number() });
const ZFileParams = z.object({ fileName: z.string().check(z.maxLength(80)) });
const KINDS: FileKind[] = ['logo', 'photo', 'operation', 'resident', 'image'];

/**
 * The organization a file belongs to: the signed-in one, or for a provider administrator editing
 * another organization (its logo), the one named; an unknown organization is "not found".
 */
async function fileTenant(ctx: AppContext, req: FastifyRequest, requested: string | undefined) {
  const auth = requireAuth(req);
  if (requested && auth.kind === 'system' && /^[0-9a-f-]{36}$/.test(requested)) {
    const exists = await withPlatform(ctx.database.db, (tx) => getOrganization(tx, requested));
    if (!exists) throw notFound();
    return { ...auth, tenantId: requested };
  }
  return requireTenant(req);
}

/** Reads the one file and the text fields of a multipart upload. */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<{ data: Buffer | undefined; fields: Record<string, string> }> {
  let data: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file') data = await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file.too_large', [], { max: MAX_UPLOAD_MB });
    throw err;
  }
  return { data, fields };
}

/** Files API of spec section 7: POST files/image, POST files, GET and DELETE files/{fileName}. */
export function filesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 10 } });

    const upload = (defaultKind: FileKind) => async (req: FastifyRequest) => {
      const { data, fields } = await readUpload(req.parts());
      const auth = await fileTenant(ctx, req, fields.TenantId);
      if (!data?.length) throw new AppError(400, 'file.not_image');
      const kind = KINDS.includes(fields.Kind as FileKind) ? (fields.Kind as FileKind) : defaultKind;
      return storeImage(ctx, auth, requestMeta(req), { data, kind, resize: parseResize(fields.Resize) });
    };

    app.post(
      '/files/image',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Multipart: Image (the file), optional Resize (e.g. 600x600) and Kind.',
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
        const file = await openFile(ctx, await fileTenant(ctx, req, req.query.tenantId), req.params.fileName);
        // Names are never reused, so the browser may keep the bytes; only this user may.
        return reply.header('cache-control', 'private, max-age=31536000, immutable').type(file.contentType).send(file.stream);
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
