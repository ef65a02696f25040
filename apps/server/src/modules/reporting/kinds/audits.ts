import {
  REPORT_MAX_ROWS,
  type TAtpReading,
  type TAuditReportResponse,
  type TAuditRow,
  type TAuditStatus,
  type TReportingRequest,
  ZAtpReading,
} from '@carehome/contracts';
import {
  atpCountsByBrand,
  auditOutcome,
  auditPassRate,
  groupBy,
  isFailedAuditStatus,
  operationPassRate,
  passRateBy,
  reportDisplayDateTime,
  resultsByMethod,
} from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { listForReports, medianMinutesToClose, toAuditLoop } from '../../corrective-actions/index.ts';
import { at, columnsOf, exportTable, passRateOf, roomColumns } from '../export-table.ts';
import type { Scope } from '../reporting.repository.ts';
import { inReportSite, iso, methodsOf, opKey, passRow, type ReportKind } from '../reporting.run.ts';
import { areaKeysOf, type ReportSite, reportRoom } from '../reporting.site.ts';
import { type ExportTexts, fill } from '../texts/index.ts';
import { listAudits } from './audits.repository.ts';
import { methodLines } from './method-lines.ts';

// The audit report (POST /reporting/audits): its rows and numbers, and its export's columns. The
// corrective loops module says which clean was a failed audit's re-clean and which audit its re-audit.

interface AuditFacts {
  rows: TAuditRow[];
  truncated: boolean;
}

async function auditFacts(tx: Executor, site: ReportSite, scope: Scope, limit: number, withReclean: boolean): Promise<AuditFacts> {
  const found = await listAudits(tx, scope, limit);
  const rows = found.slice(0, limit).map((a): TAuditRow => {
    const operations = (a.operations ?? []).map((op) => ({
      id: String(op.id),
      group: op.group ?? '',
      item: op.item ?? '',
      isMarked: op.isMarked === true,
      auditStatus: (op.auditStatus ?? null) as TAuditStatus | null,
      ...(isAtpReading(op.atp) ? { atp: op.atp } : {}),
    }));
    return {
      reportId: a.id,
      room: reportRoom(site, a.room_id),
      cleanType: a.clean_type,
      cleanStatus: a.status,
      cleanedBy: a.staff || null,
      cleanStart: iso(a.start_ms) as string,
      cleanDate: iso(a.report_ms),
      auditor: a.audit.auditor ?? null,
      auditStart: iso(a.audit_start_ms) as string,
      auditDate: a.audit.reportDate ?? null,
      methods: methodsOf(a.audit),
      outcome: auditOutcome(operations),
      comment: a.audit.comment ?? null,
      operations,
      recleanedAt: null,
    };
  });
  if (withReclean) {
    // The corrective loops decide what counts as a re-clean: only a clean that ticked the failed operations.
    const loops = await listForReports(
      tx,
      rows.map((r) => r.reportId),
    );
    for (const row of rows) {
      const opened = loops.find((l) => l.failedReportId === row.reportId);
      const reaudited = loops.find(
        (l) => l.recleanReportId === row.reportId && l.reauditResult !== null && l.reauditResult !== 'superseded',
      );
      row.loop = opened ? toAuditLoop(opened) : null;
      row.recleanedAt = row.loop?.reclean?.at ?? null;
      row.reauditOfPass = reaudited ? reaudited.pass : null;
    }
  }
  return { rows, truncated: found.length > limit };
}

/** Audit report: each audit started in the period with its methods and per-operation results; pass rates. */
export async function auditReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TAuditReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const { rows, truncated } = await auditFacts(tx, site, scope, REPORT_MAX_ROWS, true);
    const outcomes = rows.map((r) => ({ outcome: r.outcome, room: r.room, methods: r.methods }));
    const ops = rows.flatMap((r) => r.operations.map((op) => ({ key: opKey(op), status: op.auditStatus })));
    return {
      meta,
      truncated,
      rows,
      summary: {
        passRate: passRow('all', auditPassRate(outcomes.map((o) => o.outcome))),
        notObserved: outcomes.filter((o) => o.outcome === 'notObserved').length,
        operationPassRate: passRow('all', operationPassRate(ops.map((o) => o.status))),
        byOperation: groupBy(ops, (o) => o.key).map((g) => passRow(g.key, operationPassRate(g.items.map((o) => o.status)))),
        byArea: passRateBy(outcomes, (o) => areaKeysOf(site, o.room.id)),
        byMethod: passRateBy(outcomes, (o) => o.methods),
        ...(await loopMeasures(tx, scope, rows)),
        ...atpMeasures(rows),
      },
    };
  });
}

/**
 * Right first time (audits passed at their first pass: re-audits left out) and the median time from a
 * failed audit to the re-audit that closed its loop, for the loops closed in the period.
 */
async function loopMeasures(tx: Executor, scope: Scope, rows: readonly TAuditRow[]) {
  const firstPass = rows.filter((r) => !r.reauditOfPass).map((r) => r.outcome);
  return {
    rightFirstTime: passRow('all', auditPassRate(firstPass)),
    medianMinutesToClose: await medianMinutesToClose(tx, scope.facilityId, scope),
  };
}

/** ATP readings per brand, the operations found Not present (left out of every rate above), and the results per method. */
function atpMeasures(rows: readonly TAuditRow[]) {
  const ops = rows.flatMap((r) => r.operations);
  return {
    atpByBrand: atpCountsByBrand(ops.flatMap((op) => (op.atp ? [{ brand: op.atp.brand, band: op.atp.band }] : []))),
    notPresent: ops.filter((op) => op.auditStatus === 'NotPresent').length,
    methodResults: resultsByMethod(rows),
  };
}

const isAtpReading = (v: unknown): v is TAtpReading => ZAtpReading.safeParse(v).success;

/** A reading as the export writes it: 'Hygiena 25 RLU (Caution)'; without a band, the brand had no limit. */
export const atpText = (atp: TAtpReading, t: ExportTexts) => `${atp.brand} ${atp.rlu} RLU${atp.band ? ` (${t.atpBand[atp.band]})` : ''}`;

const failed = (op: TAuditRow['operations'][number]) => isFailedAuditStatus(op.auditStatus);

const col = columnsOf<TAuditRow>();

/** One row per audit, with the corrective loop's re-clean and re-audit. */
const columns = [
  col(
    'audit',
    at((r) => r.auditStart),
  ),
  ...roomColumns<TAuditRow>(),
  col('cleanType', (r, v) => v.name(r.cleanType)),
  col('cleanedBy', (r) => r.cleanedBy ?? ''),
  col(
    'cleanCompleted',
    at((r) => r.cleanDate),
  ),
  col('auditor', (r) => r.auditor ?? ''),
  col('methods', (r, v) => r.methods.map((m) => v.t.method[m]).join(', ')),
  col('result', (r, v) => v.t.outcome[r.outcome]),
  col('failedOperations', (r, v) =>
    r.operations
      .filter(failed)
      .map((op) => `${v.name(op.item)} (${v.t.auditStatus[op.auditStatus === 'CleanedFailed' ? 'CleanedFailed' : 'NotCleanedFailed']})`)
      .join('; '),
  ),
  col('atpReadings', (r, v) => r.operations.flatMap((op) => (op.atp ? [`${v.name(op.item)}: ${atpText(op.atp, v.t)}`] : [])).join('; ')),
  col('notPresent', (r, v) =>
    r.operations
      .filter((op) => op.auditStatus === 'NotPresent')
      .map((op) => v.name(op.item))
      .join('; '),
  ),
  col('comment', (r) => r.comment ?? ''),
  col(
    'recleaned',
    at((r) => r.recleanedAt),
  ),
  col('recleanBy', (r) => r.loop?.reclean?.by ?? ''),
  col('reaudit', (r, v) =>
    r.loop?.reaudit ? `${v.t.reaudit[r.loop.reaudit.result]} ${reportDisplayDateTime(r.loop.reaudit.at, v.tz)}` : '',
  ),
];

export const audits: ReportKind<TAuditReportResponse> = {
  run: auditReport,
  table: (d, v) => {
    const s = v.t.summary;
    return exportTable(
      'audits',
      columns,
      d,
      {
        summary: [
          fill(s.auditPassRate, { rate: passRateOf(v, d.summary.passRate) }),
          fill(s.operationPassRate, { rate: passRateOf(v, d.summary.operationPassRate) }),
          fill(s.notObserved, { count: d.summary.notObserved }),
          ...(d.summary.rightFirstTime ? [fill(s.rightFirstTime, { rate: passRateOf(v, d.summary.rightFirstTime) })] : []),
          fill(s.medianToClose, { minutes: d.summary.medianMinutesToClose ?? '–' }),
          ...(d.summary.atpByBrand ?? []).map((b) =>
            fill(s.atp, { ...b, rate: passRateOf(v, { passed: b.pass + b.caution, failed: b.fail, rate: b.rate }) }),
          ),
          ...(d.summary.notPresent ? [fill(s.notPresent, { count: d.summary.notPresent })] : []),
          // The readings per brand are the lines above (all of them, whichever methods their audit ticked).
          ...methodLines(v, d.summary.methodResults, false),
        ],
      },
      v,
    );
  },
};
