import crypto from 'node:crypto';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import { withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { FileStore } from '../../platform/file-store.ts';
import { findFile, insertFile, markFileDeleted } from './files.repository.ts';
import { normalizeImage } from './images.ts';

type TenantAuth = AuthContext & { tenantId: string };
export type FileKind = 'logo' | 'photo' | 'operation' | 'resident' | 'image';

/**
 * Stores an uploaded image for the organization: checked, re-encoded and resized first. The bytes are
 * written before the row, so a row never points at a missing file; an orphaned file is harmless.
 */
export async function storeImage(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { data: Buffer; kind: FileKind; resize?: { width: number; height: number } | undefined },
): Promise<{ fileName: string; url: string; width: number; height: number }> {
  const image = await normalizeImage(input.data, input.resize, input.kind === 'photo' || input.kind === 'resident');
  const fileName = `${crypto.randomUUID()}.${image.ext}`;
  await ctx.files.write(auth.tenantId, fileName, image.data);
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await insertFile(tx, {
      tenantId: auth.tenantId,
      name: fileName,
      kind: input.kind,
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      createdBy: auth.subjectId,
    });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: auth.facilityId,
      type: 'file.uploaded',
      subjectType: 'file',
      subjectId: fileName,
      data: { kind: input.kind },
    });
  });
  return { fileName, url: `/api/files/${fileName}`, width: image.width, height: image.height };
}

export async function openFile(ctx: AppContext, auth: TenantAuth, name: string) {
  if (!FileStore.isValidName(name)) throw notFound();
  const row = await withTenant(ctx.database.db, auth.tenantId, (tx) => findFile(tx, name));
  if (!row || !(await ctx.files.exists(auth.tenantId, name))) throw notFound();
  return { contentType: row.contentType, size: row.size, stream: ctx.files.read(auth.tenantId, name) };
}

export async function deleteFile(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, name: string): Promise<void> {
  if (!FileStore.isValidName(name)) throw notFound();
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findFile(tx, name))) throw notFound();
    await markFileDeleted(tx, name);
    await recordEvent(tx, { ...fromRequest(meta), tenantId: auth.tenantId, type: 'file.deleted', subjectType: 'file', subjectId: name });
  });
  await ctx.files.remove(auth.tenantId, name);
}
