import { REPORT_MAX_ROWS, type TCleanRow, type TCleansReportResponse, type TReportingRequest } from '@carehome/contracts';
import { durationMinutes, reportDisplayDateTime } from '@carehome/domain';
import { logBulkRead } from '../../../platform/access-log.ts';
import type { AppContext } from '../../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../../platform/auth/tenant-access.ts';
import { withTenant } from '../../../platform/db/database.ts';
import { withTenantRead } from '../../../platform/db/read-replica.ts';
import { notFound } from '../../../platform/errors.ts';
import { at, type Column, columnsOf, exportTable, num, roomColumns } from '../export-table.ts';
import { readSignature } from '../reporting.repository.ts';
import { countsRow, inReportSite, iso, type ReportKind, type ReportRead } from '../reporting.run.ts';
import { reportRoom } from '../reporting.site.ts';
import { fill } from '../texts/index.ts';
import { listCleans, sumCleans } from './cleans.repository.ts';

// The cleans report (POST /reporting/cleans) and its export's columns; a declined clean's resident
// signature is read on its own (POST /reporting/signature) and printed after the PDF's table.

/**
 * Cleans report: every clean started in the period (the first REPORT_MAX_ROWS), with the counts of all.
 * It names the residents of each room at the time: the read is one entry of the access log, written on
 * the primary (the report may be read on the replica) before the report is answered.
 */
export async function cleansReport(
  ctx: AppContext,
  auth: TenantAuth,
  req: TReportingRequest,
  read?: ReportRead,
): Promise<TCleansReportResponse> {
  const { report, residentIds } = await readCleans(ctx, auth, req);
  if (read) {
    await withTenant(ctx.database.db, auth.tenantId, (tx) =>
      logBulkRead(tx, auth, read.meta, { facilityId: req.facilityId, kind: 'reportHistory', route: read.route, residentIds }),
    );
  }
  return report;
}

async function readCleans(ctx: AppContext, auth: TenantAuth, req: TReportingRequest) {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const found = await listCleans(tx, scope, REPORT_MAX_ROWS);
    const residentIds = found.slice(0, REPORT_MAX_ROWS).flatMap((c) => c.resident_ids);
    const sums = await sumCleans(tx, scope, site.timeZone, ['all']);
    const rows = found.slice(0, REPORT_MAX_ROWS).map(
      (c): TCleanRow => ({
        reportId: c.id,
        room: reportRoom(site, c.room_id, { roomType: c.room_type }),
        cleanType: c.clean_type,
        status: c.status,
        startDate: iso(c.start_ms) as string,
        reportDate: c.status === 'Initial' ? null : iso(c.report_ms),
        durationMinutes: c.status === 'Initial' ? null : durationMinutes(iso(c.start_ms), iso(c.report_ms)),
        staff: c.staff ? { id: c.staff_member_id, name: c.staff } : null,
        resident: c.resident_name,
        declinedBy: c.declined_by,
        comment: c.comment,
        residentFamilyConcern: c.resident_family_concern,
        maintenance: c.maintenance,
        pestControl: c.pest_control,
        supervisorNote: c.supervisor_note,
        photoCount: c.photo_count,
        hasSignature: c.has_signature,
        audited: c.audit !== null,
      }),
    );
    const report: TCleansReportResponse = {
      meta,
      truncated: found.length > REPORT_MAX_ROWS,
      rows,
      summary: { total: countsRow('all', sums.all) },
    };
    return { report, residentIds };
  });
}

/** The decline signature of a clean of the site (PNG data URI). */
export async function signature(ctx: AppContext, auth: TenantAuth, input: { facilityId: string; reportId: string }) {
  assertSiteVisible(auth, input.facilityId);
  return withTenantRead(ctx, auth.tenantId, async (tx) => {
    const row = await readSignature(tx, input.facilityId, input.reportId);
    if (!row?.sig) throw notFound();
    return { reportId: input.reportId, dataUri: row.sig };
  });
}

/** When a clean started and ended and how long it took, as the cleans and the enhanced cleans show it. */
export const cleanTimeColumns = <
  Row extends { startDate: string; reportDate: string | null; durationMinutes: number | null },
>(): Column<Row>[] => [
  { header: 'started', cell: at((r) => r.startDate) },
  { header: 'completed', cell: at((r) => r.reportDate) },
  { header: 'minutes', cell: (r) => num(r.durationMinutes) },
];

const col = columnsOf<TCleanRow>();

/** One row per clean started in the period, with the resident of the room at the time. */
const columns = [
  ...cleanTimeColumns<TCleanRow>(),
  ...roomColumns<TCleanRow>(),
  col('resident', (r) => r.resident ?? ''),
  col('cleanType', (r, v) => v.name(r.cleanType)),
  col('status', (r, v) => v.t.status[r.status]),
  col('staff', (r) => r.staff?.name ?? ''),
  col('comment', (r) => r.comment ?? ''),
  col('concerns', (r) => [r.residentFamilyConcern, r.maintenance, r.pestControl].filter(Boolean).join('; ')),
  col('supervisorNote', (r) => r.supervisorNote ?? ''),
  col('photos', (r) => String(r.photoCount)),
  col('signature', (r, v) => (r.hasSignature ? v.t.word.signed : '')),
  col('audited', (r, v) => (r.audited ? v.t.word.yes : '')),
];

export const cleans: ReportKind<TCleansReportResponse> = {
  run: cleansReport,
  table: (d, v) => {
    const t = d.summary.total;
    return exportTable(
      'cleans',
      columns,
      d,
      {
        summary: [fill(v.t.summary.cleans, t), fill(v.t.summary.averageDuration, { minutes: num(t.averageMinutes) })],
        // Declined cleans' signatures follow the table in the PDF.
        signatures: d.rows
          .filter((r) => r.hasSignature)
          .map((r) => ({
            reportId: r.reportId,
            label: fill(v.t.pdf.signatureLabel, {
              room: r.room.number,
              cleanType: v.name(r.cleanType),
              at: reportDisplayDateTime(r.startDate, d.meta.timeZone),
            }),
          })),
      },
      v,
    );
  },
};
