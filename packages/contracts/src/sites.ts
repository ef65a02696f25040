import * as z from 'zod/mini';
import { trimmed, ZId, ZIsoDateTime, ZTimeZone } from './common.ts';

/** A room area (wing, floor, unit); areas nest. */
export const ZRoomArea = z.object({
  id: ZId,
  parentId: z.nullable(ZId),
  name: z.string(),
  order: z.number(),
  isArchived: z.boolean(),
});
export type TRoomArea = z.infer<typeof ZRoomArea>;

/** A room as the layout editor sees it (status fields come with the dashboard). */
export const ZRoom = z.object({
  id: ZId,
  areaId: z.nullable(ZId),
  roomNumber: z.string(),
  roomTypeId: z.nullable(ZId),
  roomType: z.nullable(z.string()),
  qrCode: z.string(),
  description: z.nullable(z.string()),
  isArchived: z.boolean(),
  /** Names of the nested areas from the top, e.g. ["West wing", "2nd floor"]. */
  facilityArea: z.array(z.string()),
});
export type TRoom = z.infer<typeof ZRoom>;

/** A site (facility) with its layout. Site calls answer with the whole, updated site. */
export const ZSite = z.object({
  id: ZId,
  tenantId: ZId,
  name: z.string(),
  timeZone: z.string(),
  isArchived: z.boolean(),
  apiKey: z.nullable(z.object({ prefix: z.string(), createdAt: ZIsoDateTime })),
  areas: z.array(ZRoomArea),
  rooms: z.array(ZRoom),
  createdAt: ZIsoDateTime,
});
export type TSite = z.infer<typeof ZSite>;

export const ZSiteSummary = z.object({
  id: ZId,
  name: z.string(),
  timeZone: z.string(),
  isArchived: z.boolean(),
  roomCount: z.number(),
  staffCount: z.number(),
});
export type TSiteSummary = z.infer<typeof ZSiteSummary>;
export const ZSiteList = z.object({ sites: z.array(ZSiteSummary) });

/** POST /facility: create a site (no id) or rename it / change its time zone. */
export const ZSiteSave = z.object({
  site: z.object({
    id: z.optional(ZId),
    name: trimmed(1, 120),
    timeZone: ZTimeZone,
    /** On creation: copy the housekeeping configuration of this site of the same organization. */
    copyConfigurationFrom: z.optional(z.nullable(ZId)),
  }),
});

export const ZFacilityIdBody = z.object({ facilityId: ZId });
export const ZSiteIdParams = z.object({ id: ZId });
export const ZApiKeyGenerated = z.object({ apiKey: z.string(), site: ZSite });

export const ZAreaInput = z.object({
  id: z.optional(ZId),
  parentId: z.nullable(ZId),
  name: trimmed(1, 80),
  order: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100_000))),
});
export type TAreaInput = z.infer<typeof ZAreaInput>;

export const ZRoomInput = z.object({
  id: z.optional(ZId),
  areaId: z.nullable(ZId),
  roomNumber: trimmed(1, 40),
  roomTypeId: z.nullable(ZId),
  qrCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500)))),
});
export type TRoomInput = z.infer<typeof ZRoomInput>;

/**
 * POST /facility/rooms: a batch of layout changes in one transaction (areas first, then rooms), with
 * archive and restore. Answers with the updated site.
 */
export const ZRoomsSave = z.object({
  facilityId: ZId,
  areas: z.optional(z.array(ZAreaInput).check(z.maxLength(2000))),
  rooms: z.optional(z.array(ZRoomInput).check(z.maxLength(5000))),
  archiveRoomIds: z.optional(z.array(ZId)),
  restoreRoomIds: z.optional(z.array(ZId)),
  archiveAreaIds: z.optional(z.array(ZId)),
  restoreAreaIds: z.optional(z.array(ZId)),
  /** Only empty areas can be deleted. */
  deleteAreaIds: z.optional(z.array(ZId)),
});
export type TRoomsSave = z.infer<typeof ZRoomsSave>;

export const ZRoomDeleteParams = z.object({ facilityId: ZId, id: ZId });

/** What a column of a rooms file can fill; a column mapped to null is 'not used'. */
export const ROOM_IMPORT_FIELDS = ['area', 'roomNumber', 'roomType', 'qrCode', 'description'] as const;
export type TRoomImportField = (typeof ROOM_IMPORT_FIELDS)[number];
export const ZRoomImportField = z.enum(ROOM_IMPORT_FIELDS);

/**
 * CSV import of rooms: the file is checked first, row by row, and nothing is written. `columns` maps each
 * column of the file to a field or null ('not used'); without it the header names decide.
 */
export const ZRoomImportPreviewRequest = z.object({
  facilityId: ZId,
  csv: z.string().check(z.maxLength(2_000_000)),
  columns: z.optional(z.array(z.nullable(ZRoomImportField)).check(z.maxLength(60))),
});
export const ZRoomImportRow = z.object({
  line: z.number(),
  area: z.array(z.string()),
  roomNumber: z.string(),
  roomType: z.string(),
  qrCode: z.nullable(z.string()),
  description: z.nullable(z.string()),
  errors: z.array(
    z.object({ column: z.string(), code: z.string(), message: z.string(), params: z.optional(z.record(z.string(), z.number())) }),
  ),
  /** 'new' room, 'update' of a room with the same number in the same area, or 'error'. */
  action: z.enum(['new', 'update', 'error']),
});
export type TRoomImportRow = z.infer<typeof ZRoomImportRow>;
export const ZRoomImportPreview = z.object({
  /** Every column of the file with the field it filled, or null: the column was not used. */
  columns: z.array(z.object({ header: z.string(), field: z.nullable(ZRoomImportField) })),
  rows: z.array(ZRoomImportRow),
  newAreas: z.array(z.array(z.string())),
  counts: z.object({ new: z.number(), update: z.number(), error: z.number() }),
});
export type TRoomImportPreview = z.infer<typeof ZRoomImportPreview>;
/** Apply a previewed import: only files without errors are applied. */
export const ZRoomImportApply = ZRoomImportPreviewRequest;
