import crypto from 'node:crypto';
import type { TRoomImportField, TRoomImportPreview, TSite } from '@carehome/contracts';
import { planRoomImport, type RoomImportPlan, readRoomFile, roomFileQrCodes } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { applyLayoutChanges } from './site-layout.service.ts';
import { loadSiteLayout, type SiteLayout } from './site-layout.ts';
import { findRoomsByQrCode } from './sites.repository.ts';
import { loadSite } from './sites.service.ts';

type Mapping = readonly (TRoomImportField | null)[] | undefined;

/** The file checked against the site by the domain's room import rules; nothing written. */
async function plan(tx: Executor, layout: SiteLayout, csv: string, mapping: Mapping): Promise<RoomImportPlan> {
  const file = readRoomFile(csv, mapping);
  if (!file.ok) {
    // A file without the columns a room needs is refused as a whole; a mapping that does not fit its columns names them.
    if (file.code === 'import.no_header') throw new AppError(400, file.code);
    throw fieldError(file.code.startsWith('import.column') ? 'columns' : 'csv', file.code, 400, file.params);
  }
  const taken = await findRoomsByQrCode(tx, roomFileQrCodes(file));
  return planRoomImport(file, {
    facilityId: layout.site.id,
    areas: layout.areas,
    rooms: layout.rooms,
    roomTypes: layout.config?.roomTypes ?? [],
    qrOwner: new Map(taken.map((r) => [r.qrCode, r.id])),
    newId: () => crypto.randomUUID(),
  });
}

/** The review step: every row checked, nothing written. */
export async function previewRoomImport(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  csv: string,
  mapping?: Mapping,
): Promise<TRoomImportPreview> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    return (await plan(tx, await loadSiteLayout(tx, facilityId), csv, mapping)).preview;
  });
}

/** Applies an import whose file has no errors, in one transaction. */
export async function applyRoomImport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  csv: string,
  mapping?: Mapping,
): Promise<TSite> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, facilityId);
    const { preview, changes } = await plan(tx, layout, csv, mapping);
    if (preview.counts.error) throw new AppError(400, 'import.has_errors');
    await applyLayoutChanges(tx, auth.tenantId, changes, layout);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'site.rooms_imported',
      subjectType: 'site',
      subjectId: facilityId,
      data: { ...preview.counts, newAreas: preview.newAreas.length },
    });
    return loadSite(tx, facilityId);
  });
}
