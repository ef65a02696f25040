import { buffer } from 'node:stream/consumers';
import { DEFAULT_REPORT_COLORS, type TCleanRecord, type TCleanRecordEntry, type TLanguage } from '@carehome/contracts';
import { areaLabel, configText, localDateToDisplay, reportDisplayDateTime } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { findConfig } from '../housekeeping/index.ts';
import { findOrganization } from '../organizations/index.ts';
import { EXPORT_TEXTS, type ExportTable, fill, type PdfStyle, readSignatures, toPdf } from '../reporting/index.ts';
import { CLEAN_RECORD_TEXTS } from './clean-record.texts.ts';

// The clean record as a PDF an inspector can take away: the reporting module's writer (fonts for every
// language, the organization's colours and logo, bounded rows and pages), the record's summary above the
// timeline, and the decline signatures after it. Words in the reader's language, configuration names
// through their translations, instants on the site's clock.

/** The record as the one table the PDF writer takes, for a reader of `language`. */
export function recordTable(record: TCleanRecord, language: TLanguage, name: (text: string) => string): ExportTable {
  const t = CLEAN_RECORD_TEXTS[language];
  const x = EXPORT_TEXTS[language];
  const tz = record.meta.timeZone;
  const when = (iso: string | null | undefined) => (iso ? reportDisplayDateTime(iso, tz) : t.none);
  const summary: string[] = [];
  const area = record.subject.kind === 'area';
  const only = area ? undefined : record.rooms[0];
  if (only) {
    summary.push(fill(t.lastClean, { value: only.lastClean ? `${when(only.lastClean.at)} (${name(only.lastClean.cleanType)})` : t.none }));
    if (only.deepCleanType)
      summary.push(fill(t.lastDeepClean, { cleanType: name(only.deepCleanType), value: when(only.lastDeepClean?.at) }));
    const due = only.nextDue;
    summary.push(
      fill(t.nextDue, { value: due ? `${when(due.at)} (${name(due.cleanType)})${due.overdue ? `, ${t.overdue}` : ''}` : t.none }),
    );
  } else {
    summary.push(
      fill(t.rooms, {
        rooms: record.rooms.length,
        overdue: record.rooms.filter((r) => r.nextDue?.overdue).length,
        neverDeep: record.rooms.filter((r) => r.deepCleanType && !r.lastDeepClean).length,
      }),
    );
  }
  const gaps = record.weekends.filter((d) => d.cleaned < d.rooms);
  summary.push(fill(t.weekends, { covered: record.weekends.length - gaps.length, total: record.weekends.length }));
  if (gaps.length) summary.push(fill(t.weekendGaps, { days: gaps.map((d) => localDateToDisplay(d.date)).join(', ') }));
  summary.push(
    fill(t.slipped, {
      late: record.slipped.filter((s) => s.outcome === 'late').length,
      missed: record.slipped.filter((s) => s.outcome === 'missed').length,
    }),
  );
  for (const r of record.rotations) {
    const list = r.unreached.length ? fill(t.rotationRooms, { rooms: r.unreached.map((u) => u.number).join(', ') }) : '';
    summary.push(
      fill(t.rotation, {
        cleanType: name(r.cleanType),
        roomType: name(r.roomType),
        days: r.cycleDays,
        count: r.unreached.length,
        rooms: r.rooms,
        list,
      }),
    );
  }
  const result = (e: TCleanRecordEntry) => {
    if (!e.audit) {
      const status = x.status[e.status];
      return e.status === 'Declined' && e.declinedBy ? `${status}, ${fill(t.signedBy, { name: e.declinedBy })}` : status;
    }
    if (e.audit.result === 'open') return t.auditOpen;
    return `${x.outcome[e.audit.result]} (${e.audit.passed} / ${e.audit.passed + e.audit.failed})`;
  };
  const label =
    record.subject.kind === 'room' ? fill(t.room, { room: record.subject.label }) : fill(t.area, { area: record.subject.label });
  return {
    language,
    title: `${t.title} · ${label}`,
    meta: record.meta,
    summary,
    truncated: record.truncated,
    columns: [
      x.col.date,
      ...(area ? [x.col.room, x.col.area] : []),
      x.col.kind,
      x.col.cleanType,
      x.col.result,
      x.col.staff,
      x.col.resident,
      x.col.methods,
      x.col.failedOperations,
    ],
    rows: record.entries.map((e) => [
      reportDisplayDateTime(e.at, tz),
      // A room's record names its room in the title: its rows leave the room out, and the text more room.
      ...(area ? [e.room.number, areaLabel(e.room.areaPath)] : []),
      t.kind[e.kind],
      name(e.cleanType),
      result(e),
      (e.audit ? e.audit.auditor : e.staff) ?? '',
      e.residents.join(', '),
      e.audit ? e.audit.methods.map((m) => x.method[m]).join(', ') : '',
      e.audit
        ? e.audit.failures
            .map(
              (f) => `${name(f.group)} / ${name(f.item)} (${x.auditStatus[f.auditStatus as keyof typeof x.auditStatus] ?? f.auditStatus})`,
            )
            .join('; ')
        : '',
    ]),
    signatures: record.entries
      .filter((e) => !e.audit && e.hasSignature)
      .map((e) => ({
        reportId: e.reportId,
        label: fill(x.pdf.signatureLabel, { room: e.room.number, cleanType: name(e.cleanType), at: reportDisplayDateTime(e.at, tz) }),
      })),
  };
}

/** The record as a PDF in the reader's language, in the organization's report colours with its logo. */
export async function recordPdf(ctx: AppContext, auth: TenantAuth, record: TCleanRecord, language: TLanguage): Promise<Buffer> {
  const facts = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const org = (await findOrganization(tx, auth.tenantId))?.org;
    const config = (await findConfig(tx, record.meta.facilityId))?.document;
    const ids = record.entries
      .filter((e) => e.hasSignature)
      .slice(0, 200)
      .map((e) => e.reportId);
    return { org, config, signatures: await readSignatures(tx, record.meta.facilityId, ids) };
  });
  const logoName = facts.org?.companyLogo ?? null;
  const logo =
    logoName && (await ctx.files.exists(auth.tenantId, logoName).catch(() => false))
      ? await buffer(ctx.files.read(auth.tenantId, logoName))
      : null;
  const style: PdfStyle = {
    organization: facts.org?.name ?? '',
    colors: { ...DEFAULT_REPORT_COLORS, ...(facts.org?.reportColors ?? {}) },
    logo,
  };
  const table = recordTable(record, language, (text) => configText(facts.config, text, language));
  return toPdf(table, style, facts.signatures);
}
