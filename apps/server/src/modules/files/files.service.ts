import crypto from 'node:crypto';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import type { FileKind } from '../../db/schema/files.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { FileStore } from '../../platform/file-store.ts';
import { type FileRow, findFile, findFileAnyState, insertFile, markFileDeleted } from './files.repository.ts';
import { normalizeImage } from './images.ts';

export type { FileKind };

/**
 * The checks a read of some kinds of file asks first, handed in by the app: a resident's photo is part of
 * their record, and the residents module (which builds on files) says who may see it and logs the read.
 */
export interface FileReadChecks {
  residentPhoto: (tx: Executor, auth: TenantAuth, fileName: string, meta: RequestMeta | undefined) => Promise<void>;
}

/** Logos belong to the organization; every other upload to a site. */
const ORGANIZATION_KINDS: ReadonlySet<FileKind> = new Set(['logo']);
/**
 * Kinds every site of the organization may read: operation images are pictures of how to clean, with
 * no personal data, and a site's configuration copied to another site keeps pointing at them.
 */
const SHARED_KINDS: ReadonlySet<FileKind> = new Set(['operation']);

/** System users and organization-wide roles act on every file of the organization. */
function organizationWide(auth: AuthContext): boolean {
  return auth.kind === 'system' || seesAllSitesOfOrganization(auth.role);
}

/** Whether the signed-in account may read a file: its site's, the organization's, or any for organization-wide roles. */
export function mayRead(auth: AuthContext, file: Pick<FileRow, 'facilityId' | 'kind'>): boolean {
  return organizationWide(auth) || file.facilityId === null || file.facilityId === auth.facilityId || SHARED_KINDS.has(file.kind);
}

/** Whether it may delete it: only its own site's files, unless organization-wide. */
export function mayDelete(auth: AuthContext, file: Pick<FileRow, 'facilityId'>): boolean {
  return organizationWide(auth) || (file.facilityId !== null && file.facilityId === auth.facilityId);
}

/**
 * The site an upload belongs to: none for the organization's own files, else the site named (an
 * organization-wide role may name any site of the organization) or the session's site. Another site
 * for a site role, or a site not in the organization, is "not found".
 */
async function uploadSite(ctx: AppContext, auth: TenantAuth, kind: FileKind, requested: string | undefined): Promise<string | null> {
  if (ORGANIZATION_KINDS.has(kind)) return null;
  const facilityId = requested ?? auth.facilityId;
  if (!facilityId) return null;
  if (facilityId !== auth.facilityId && !organizationWide(auth)) throw notFound();
  if (facilityId !== auth.facilityId && !(await withTenant(ctx.database.db, auth.tenantId, (tx) => findSite(tx, facilityId)))) {
    throw notFound();
  }
  return facilityId;
}

/**
 * Stores an uploaded image for the organization and, except logos, its site: checked, re-encoded and
 * resized first. The bytes are written before the row, so a row never points at a missing file; an
 * orphaned file is harmless.
 */
export async function storeImage(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: {
    data: Buffer;
    kind: FileKind;
    resize?: { width: number; height: number } | undefined;
    facilityId?: string | undefined;
    /** A photo's id made on the tablet: the file is `<fileId>.jpg`, and sending it again answers the stored one. */
    fileId?: string | undefined;
  },
): Promise<{ fileName: string; url: string; width: number; height: number }> {
  const facilityId = await uploadSite(ctx, auth, input.kind, input.facilityId);
  const forceJpeg = input.kind === 'photo' || input.kind === 'resident';
  if (input.fileId) {
    if (!forceJpeg) throw fieldError('FileId', 'validation.invalid');
    const replay = await storedUpload(ctx, auth, `${input.fileId}.jpg`);
    if (replay) return replay;
  }
  const image = await normalizeImage(input.data, input.resize, forceJpeg);
  const fileName = input.fileId ? `${input.fileId}.jpg` : `${crypto.randomUUID()}.${image.ext}`;
  await ctx.files.write(auth.tenantId, fileName, image.data);
  const inserted = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    // Two sends of one photo at once (a timeout and its retry): the second finds the first's row.
    if (input.fileId && (await findFileAnyState(tx, fileName))) return false;
    await insertFile(tx, {
      tenantId: auth.tenantId,
      facilityId,
      name: fileName,
      kind: input.kind,
      contentType: image.contentType,
      size: image.data.length,
      width: image.width,
      height: image.height,
      createdBy: auth.subjectId,
    });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: facilityId ?? auth.facilityId,
      type: 'file.uploaded',
      subjectType: 'file',
      subjectId: fileName,
      data: { kind: input.kind },
    });
    return true;
  }).catch((err: unknown) => {
    // The name is unique across organizations: another organization's photo of the same id is a conflict.
    const e = err as { code?: string; cause?: { code?: string } };
    if (input.fileId && (e.code ?? e.cause?.code) === '23505') return false;
    throw err;
  });
  if (!inserted) {
    const replay = await storedUpload(ctx, auth, fileName);
    if (replay) return replay;
    throw fieldError('FileId', 'duplicate.id', 409);
  }
  return { fileName, url: `/api/files/${fileName}`, width: image.width, height: image.height };
}

/**
 * The answer to a photo sent again (the tablet's outbox retries until it hears back): the stored file
 * when this person uploaded it; a name taken by someone else (or another site) is a conflict, never
 * overwritten.
 */
async function storedUpload(ctx: AppContext, auth: TenantAuth, fileName: string) {
  const row = await withTenant(ctx.database.db, auth.tenantId, (tx) => findFileAnyState(tx, fileName));
  if (!row) return null;
  if (row.createdBy !== auth.subjectId || row.deletedAt) throw fieldError('FileId', 'duplicate.id', 409);
  return { fileName, url: `/api/files/${fileName}`, width: row.width ?? 0, height: row.height ?? 0 };
}

/** A stored file the account may read; anything else (another site's, another organization's) is "not found". */
async function readableFile(ctx: AppContext, auth: TenantAuth, name: string): Promise<FileRow> {
  if (!FileStore.isValidName(name)) throw notFound();
  const row = await withTenant(ctx.database.db, auth.tenantId, (tx) => findFile(tx, name));
  if (!row || !mayRead(auth, row)) throw notFound();
  return row;
}

export async function openFile(ctx: AppContext, auth: TenantAuth, checks: FileReadChecks, name: string, meta?: RequestMeta) {
  const row = await readableFile(ctx, auth, name);
  if (!(await ctx.files.exists(auth.tenantId, name))) throw notFound();
  if (row.kind === 'resident') await withTenant(ctx.database.db, auth.tenantId, (tx) => checks.residentPhoto(tx, auth, name, meta));
  return { kind: row.kind, contentType: row.contentType, size: row.size, stream: ctx.files.read(auth.tenantId, name) };
}

/** Deletes a file of the account's site (any file for organization-wide roles); the organization's logo is refused. */
export async function deleteFile(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, name: string): Promise<void> {
  const row = await readableFile(ctx, auth, name);
  if (!mayDelete(auth, row)) throw forbidden();
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await markFileDeleted(tx, name);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: row.facilityId,
      type: 'file.deleted',
      subjectType: 'file',
      subjectId: name,
    });
  });
  await ctx.files.remove(auth.tenantId, name);
}
