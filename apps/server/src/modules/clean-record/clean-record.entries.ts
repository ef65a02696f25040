import { AUDIT_METHODS, type TAuditStatus, type TCleanRecordAudit, type TCleanRecordEntry, type TReportRoom } from '@carehome/contracts';
import { isFailedAuditStatus } from '@carehome/domain';
import type { RecordReportRow } from './clean-record.repository.ts';

// The timeline of a clean record: each saved report is a clean (a re-clean when it answered a failed
// audit's corrective loop), and its audit, if any, a line of its own at the audit's time (a re-audit when
// the report audited was a re-clean). In time order, the clean before its audit.

const iso = (ms: number) => new Date(ms).toISOString();

/** The audit of a report as the record shows it: methods, counts and the failed operations. */
export function auditOf(row: RecordReportRow): TCleanRecordAudit | null {
  if (!row.audit) return null;
  const ops = row.ops ?? [];
  const failures = ops
    .filter((o) => isFailedAuditStatus(o.auditStatus as TAuditStatus | null))
    .map((o) => ({ group: o.group ?? '', item: o.item ?? '', auditStatus: o.auditStatus as TAuditStatus }));
  const passed = ops.filter((o) => o.auditStatus === 'CleanedPass').length;
  const done = typeof row.audit.reportDate === 'string' && row.audit.reportDate !== '';
  return {
    auditor: typeof row.audit.auditor === 'string' ? row.audit.auditor : null,
    methods: AUDIT_METHODS.filter((m) => row.audit?.[m] === true),
    passed,
    failed: failures.length,
    result: failures.length ? 'fail' : done ? 'pass' : 'open',
    failures,
  };
}

/** The instant of an audit: when it was finished, else when it started, else the clean's own. */
function auditAt(row: RecordReportRow): number {
  for (const v of [row.audit?.reportDate, row.audit?.startDate]) {
    const ms = typeof v === 'string' ? Date.parse(v) : Number.NaN;
    if (!Number.isNaN(ms)) return ms;
  }
  return row.report_ms ?? row.start_ms;
}

/**
 * The timeline of the reports: `recleans` are the ids of reports that were a corrective loop's re-clean.
 * `room` names a report's room.
 */
export function timelineOf(
  rows: readonly RecordReportRow[],
  recleans: ReadonlySet<string>,
  room: (roomId: string) => TReportRoom,
): TCleanRecordEntry[] {
  const out: { ms: number; order: number; entry: TCleanRecordEntry }[] = [];
  for (const r of rows) {
    const isReclean = recleans.has(r.id);
    const base = {
      reportId: r.id,
      room: room(r.room_id),
      cleanType: r.clean_type,
      status: r.status,
      staff: r.staff || null,
      residents: r.residents,
      declinedBy: r.declined_by,
      hasSignature: r.has_signature,
    };
    const cleanMs = r.report_ms ?? r.start_ms;
    out.push({ ms: cleanMs, order: 0, entry: { ...base, kind: isReclean ? 'reclean' : 'clean', at: iso(cleanMs), audit: null } });
    const audit = auditOf(r);
    if (audit) {
      const ms = Math.max(auditAt(r), cleanMs);
      out.push({ ms, order: 1, entry: { ...base, kind: isReclean ? 'reaudit' : 'audit', at: iso(ms), audit } });
    }
  }
  out.sort((x, y) => x.ms - y.ms || x.order - y.order);
  return out.map((x) => x.entry);
}
