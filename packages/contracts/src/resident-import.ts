import * as z from 'zod/mini';
import { ZId } from './common.ts';
import { RISK_FLAGS } from './residents.ts';

// The import of residents from a spreadsheet (import residents): the file's rows, the
// field each column fills, and what each row would do. The room import shares the bounds.

/**
 * What a column of a residents file can fill: the resident's fields, one column of flag letters
 * ('F E', 'FE'), or one yes/no column per risk flag. A column mapped to null is 'not used'.
 */
export const RESIDENT_IMPORT_FIELDS = [
  'residentId',
  'namePrefix',
  'firstName',
  'lastName',
  'nickName',
  'room',
  'arrivalDate',
  'flags',
  ...RISK_FLAGS,
  'preCleanNote',
  'postCleanNote',
] as const;
export type TResidentImportField = (typeof RESIDENT_IMPORT_FIELDS)[number];
export const ZResidentImportField = z.enum(RESIDENT_IMPORT_FIELDS);

/**
 * Bounds of an imported spreadsheet (the same for residents and rooms). A file is one site's residents
 * or rooms (a large site has a few hundred); 2,000 rows keep reading and checking the largest file
 * within tens of milliseconds of the server's event loop.
 */
export const IMPORT_LIMITS = { chars: 2_000_000, rows: 2_000, columns: 60, cell: 4_000 } as const;
const ZImportCells = z.array(z.string().check(z.maxLength(IMPORT_LIMITS.cell))).check(z.maxLength(IMPORT_LIMITS.columns));
/** A spreadsheet read by the browser: its header line and its rows of cells. */
export const ZImportTable = z.object({
  header: ZImportCells,
  rows: z.array(ZImportCells).check(z.maxLength(IMPORT_LIMITS.rows)),
});
export type TImportTable = z.infer<typeof ZImportTable>;

/**
 * CSV import of residents: checked row by row first, nothing written until confirmed. The file comes
 * as `csv` text (read by the server) or as the `table` the browser read; `columns` maps each column of
 * the file to a field or null ('not used'); without it the header names decide.
 */
export const ZResidentImportRequest = z.object({
  facilityId: ZId,
  csv: z.optional(z.string().check(z.maxLength(IMPORT_LIMITS.chars))),
  table: z.optional(ZImportTable),
  columns: z.optional(z.array(z.nullable(ZResidentImportField)).check(z.maxLength(IMPORT_LIMITS.columns))),
  fileName: z.optional(z.string().check(z.maxLength(200))),
});
export type TResidentImportRequest = z.infer<typeof ZResidentImportRequest>;
export const ZResidentImportRow = z.object({
  line: z.number(),
  residentId: z.string(),
  namePrefix: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.nullable(z.string()),
  /** The room as written in the file (number, optionally with its area path 'Wing A / 101'). */
  room: z.nullable(z.string()),
  arrivalDate: z.nullable(z.string()),
  flags: z.array(z.enum(RISK_FLAGS)),
  preCleanNote: z.nullable(z.string()),
  postCleanNote: z.nullable(z.string()),
  /** Problems of the row: `column` is the field's name; `params` the values the message names. */
  errors: z.array(
    z.object({
      column: z.string(),
      code: z.string(),
      message: z.string(),
      params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  /** 'new' resident, 'update' of the resident with the same resident ID, or 'error'. */
  action: z.enum(['new', 'update', 'error']),
});
export type TResidentImportRow = z.infer<typeof ZResidentImportRow>;
export const ZResidentImportPreview = z.object({
  /** Every column of the file with the field it filled, or null: the column was not used. */
  columns: z.array(z.object({ header: z.string(), field: z.nullable(ZResidentImportField) })),
  rows: z.array(ZResidentImportRow),
  counts: z.object({ new: z.number(), update: z.number(), error: z.number() }),
});
export type TResidentImportPreview = z.infer<typeof ZResidentImportPreview>;
