import {
  REPORT_MAX_ROWS,
  type TAtpReading,
  type TAuditStatus,
  type TMarkingReportResponse,
  type TMarkingRow,
  type TReportingRequest,
  ZAtpReading,
} from '@carehome/contracts';
import {
  formatRate,
  type MarkedObject,
  type MethodAuditInput,
  markedObjects,
  periodKey,
  resultsByMethod,
  tdcBy,
  thoroughness,
} from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { at, columnsOf, exportTable, rateOf, roomColumns } from '../export-table.ts';
import type { Scope } from '../reporting.repository.ts';
import { inReportSite, iso, methodsOf, opKey, type ReportKind } from '../reporting.run.ts';
import { areaKeysOf, type ReportSite, reportRoom } from '../reporting.site.ts';
import { fill } from '../texts/index.ts';
import { atpText } from './audits.ts';
import { listMarkings } from './markings.repository.ts';
import { methodLines } from './method-lines.ts';

// The pre-audit marking report (POST /reporting/markings): its rows and TDC numbers, and its export's
// columns.

interface MarkingFacts {
  rows: TMarkingRow[];
  objects: (MarkedObject & { room: string; areas: string[]; op: string; at: Date })[];
  /** The audits of the answering cleans, for the results per method. */
  audits: MethodAuditInput[];
  truncated: boolean;
}

/** A stored ATP reading, when it reads as one. */
const atpOf = (v: unknown): TAtpReading | null => {
  const parsed = ZAtpReading.safeParse(v);
  return parsed.success ? parsed.data : null;
};

async function markingFacts(tx: Executor, site: ReportSite, scope: Scope, limit: number): Promise<MarkingFacts> {
  const found = await listMarkings(tx, scope, limit);
  const objects: MarkingFacts['objects'] = [];
  const audits: MethodAuditInput[] = [];
  const rows = found.slice(0, limit).map((m): TMarkingRow => {
    const marked = m.marked ?? [];
    const clean =
      m.clean_id === null
        ? null
        : {
            audited: m.clean_audited === true,
            operations: (m.clean_operations ?? []).map((op) => ({
              id: String(op.id),
              auditStatus: (op.auditStatus ?? null) as TAuditStatus | null,
            })),
          };
    const list = markedObjects({ operations: marked.map((op) => ({ id: String(op.id), isMarked: true })) }, clean);
    const byId = new Map(marked.map((op) => [String(op.id), op]));
    const room = reportRoom(site, m.room_id);
    const areas = areaKeysOf(site, m.room_id);
    const at = new Date(m.start_ms);
    for (const o of list) objects.push({ ...o, room: room.number, areas, op: opKey(byId.get(o.operationId) ?? {}), at });
    const tdc = thoroughness(list);
    const audited = m.clean_audited === true ? (m.clean_operations ?? []).map((op) => ({ op, atp: atpOf(op.atp) })) : [];
    const methods = m.clean_audited === true ? methodsOf(m.clean_audit ?? {}) : [];
    if (m.clean_audited === true) {
      audits.push({ methods, operations: audited.map(({ op, atp }) => ({ auditStatus: op.auditStatus ?? null, atp })) });
    }
    const atpReadings = audited.flatMap(({ op, atp }) => (atp ? [{ group: op.group ?? '', item: op.item ?? '', atp }] : []));
    return {
      markingId: m.id,
      room,
      cleanType: m.clean_type,
      auditor: m.auditor_name,
      markingDate: at.toISOString(),
      answeringClean:
        m.clean_id === null
          ? null
          : {
              reportId: m.clean_id,
              status: m.clean_status ?? 'Initial',
              staff: m.clean_staff || null,
              completedAt: iso(m.clean_report_ms),
              audited: m.clean_audited === true,
            },
      objects: list.map((o) => ({
        operationId: o.operationId,
        group: byId.get(o.operationId)?.group ?? '',
        item: byId.get(o.operationId)?.item ?? '',
        outcome: o.outcome,
        auditStatus: o.auditStatus,
      })),
      methods,
      atpReadings,
      ...tdc,
    };
  });
  return { rows, objects, audits, truncated: found.length > limit };
}

/** Pre-audit marking report: each marking of the period, whether the answering clean got the marked objects; TDC. */
export async function markingReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TMarkingReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const { rows, objects, audits, truncated } = await markingFacts(tx, site, scope, REPORT_MAX_ROWS);
    const tz = site.timeZone;
    return {
      meta,
      truncated,
      rows,
      summary: {
        total: { key: 'all', ...thoroughness(objects) },
        byRoom: tdcBy(objects, (o) => o.room),
        byArea: tdcBy(objects, (o) => o.areas),
        byOperation: tdcBy(objects, (o) => o.op),
        byDay: tdcBy(objects, (o) => periodKey(o.at, tz, 'day')),
        byWeek: tdcBy(objects, (o) => periodKey(o.at, tz, 'week')),
        byMonth: tdcBy(objects, (o) => periodKey(o.at, tz, 'month')),
        byMethod: resultsByMethod(audits),
      },
    };
  });
}

const col = columnsOf<TMarkingRow>();

/** One row per marking, with the objects found not cleaned. */
const columns = [
  col(
    'marked',
    at((r) => r.markingDate),
  ),
  ...roomColumns<TMarkingRow>(),
  col('cleanType', (r, v) => v.name(r.cleanType)),
  col('auditor', (r) => r.auditor ?? ''),
  col('answeredBy', (r) => r.answeringClean?.staff ?? ''),
  col(
    'cleanCompleted',
    at((r) => r.answeringClean?.completedAt),
  ),
  col('markedObjects', (r) => String(r.marked)),
  col('cleaned', (r) => String(r.cleaned)),
  col('tdc', (r) => formatRate(r.tdc)),
  col('notCleaned', (r, v) =>
    r.objects
      .filter((o) => o.outcome === 'notCleaned')
      .map((o) => v.name(o.item))
      .join('; '),
  ),
  col('methods', (r, v) => (r.methods ?? []).map((m) => v.t.method[m]).join(', ')),
  col('atpReadings', (r, v) => (r.atpReadings ?? []).map((a) => `${v.name(a.item)}: ${atpText(a.atp, v.t)}`).join('; ')),
];

export const markings: ReportKind<TMarkingReportResponse> = {
  run: markingReport,
  table: (d, v) => {
    const total = d.summary.total;
    return exportTable(
      'markings',
      columns,
      d,
      {
        summary: [
          fill(v.t.summary.tdc, { rate: rateOf(v, total.tdc, total.cleaned, total.marked) }),
          fill(v.t.summary.pendingMarked, { count: total.pending }),
          ...methodLines(v, d.summary.byMethod),
        ],
      },
      v,
    );
  },
};
