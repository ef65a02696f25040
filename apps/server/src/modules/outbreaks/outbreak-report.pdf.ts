import { buffer } from 'node:stream/consumers';
import { DEFAULT_REPORT_COLORS, type TLanguage, type TOutbreakReport } from '@carehome/contracts';
import { configText, reportDataDate, reportDisplayDateTime } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { findOrganization } from '../organizations/index.ts';
import { EXPORT_TEXTS, type ExportTable, fill, loadReportSite, toPdf } from '../reporting/index.ts';
import { OUTBREAK_REPORT_TEXTS } from './outbreak-report.texts.ts';

// The outbreak report as a PDF an inspector can take away, through the reporting module's writer (fonts
// for every language, the organization's colours and logo): where, why and when above, then per clean type
// the cleans done beside the scheduled cleans due and how they went. Words in the reader's language,
// clean types through the configuration's translations, instants on the site's clock.

interface ReportSiteFacts {
  facilityId: string;
  name: string;
  timeZone: string;
}

/** The report as the one table the PDF writer takes, for a reader of `language`. */
export function outbreakTable(
  report: TOutbreakReport,
  site: ReportSiteFacts,
  language: TLanguage,
  name: (text: string) => string,
): ExportTable {
  const t = OUTBREAK_REPORT_TEXTS[language];
  const o = report.outbreak;
  const tz = site.timeZone;
  const when = (iso: string) => reportDisplayDateTime(iso, tz);
  const place = o.areaPath ?? t.wholeSite;
  const audits = report.audits;
  const terminal = report.terminalCleans;
  const summary = [
    fill(t.area, { area: place }),
    fill(t.reason, { reason: o.reason }),
    fill(t.period, { from: when(report.from), to: o.endedAt ? when(report.to) : t.now }),
    fill(t.declared, { name: o.startedByName }),
    ...(o.endedByName ? [fill(t.ended, { name: o.endedByName })] : []),
    ...(o.endNote ? [fill(t.note, { note: o.endNote })] : []),
    fill(t.rooms, { count: o.rooms.length, rooms: o.rooms.join(', ') }),
    fill(t.acknowledged, { count: report.acknowledgedBy }),
    fill(t.audits, {
      count: audits.count,
      passed: audits.passed,
      failed: audits.failed,
      rate: audits.passRate === null ? '—' : `${Math.round(audits.passRate * 100)} %`,
    }),
    fill(t.recleans, report.recleans),
    o.endedAt
      ? fill(t.terminal, {
          cleanType: terminal.cleanType ? name(terminal.cleanType) : '—',
          done: terminal.done,
          outstanding: terminal.outstanding,
        })
      : t.terminalAtEnd,
    ...(terminal.outstandingRooms.length ? [fill(t.terminalRooms, { rooms: terminal.outstandingRooms.join(', ') })] : []),
  ];
  // One row per clean type: the due ones in their order (outbreak routines first), then those only done.
  const done = new Map(report.cleans.map((c) => [c.cleanType, c]));
  const due = new Map(report.due.map((d) => [d.cleanType, d]));
  const types = [...due.keys(), ...[...done.keys()].filter((c) => !due.has(c))];
  const rows = types.map((cleanType) => {
    const c = done.get(cleanType);
    const d = due.get(cleanType);
    const label = d?.outbreakRoutine ? fill(t.outbreakRoutine, { cleanType: name(cleanType) }) : name(cleanType);
    const counts = [c?.complete, c?.incomplete, c?.declined, d?.onTime, d?.late, d?.missed, d?.open];
    return [label, ...counts.map((n) => String(n ?? 0))];
  });
  return {
    language,
    title: `${t.title} · ${place}`,
    meta: {
      facilityId: site.facilityId,
      facilityName: site.name,
      timeZone: tz,
      from: reportDataDate(report.from, tz),
      to: reportDataDate(report.to, tz),
      start: report.from,
      end: report.to,
      generatedAt: new Date().toISOString(),
    },
    summary,
    truncated: false,
    columns: [EXPORT_TEXTS[language].col.cleanType, ...Object.values(t.col)],
    rows,
    signatures: [],
  };
}

/** The report as a PDF in the reader's language, in the organization's report colours with its logo. */
export async function outbreakPdf(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  report: TOutbreakReport,
  language: TLanguage,
): Promise<Buffer> {
  const { org, site } = await withTenant(ctx.database.db, auth.tenantId, async (tx) => ({
    org: (await findOrganization(tx, auth.tenantId))?.org,
    site: await loadReportSite(tx, facilityId),
  }));
  const logoName = org?.companyLogo;
  const hasLogo = logoName ? await ctx.files.exists(auth.tenantId, logoName).catch(() => false) : false;
  const table = outbreakTable(report, site, language, (text) => configText(site.config, text, language));
  return toPdf(
    table,
    {
      organization: org?.name ?? '',
      colors: { ...DEFAULT_REPORT_COLORS, ...(org?.reportColors ?? {}) },
      logo: logoName && hasLogo ? await buffer(ctx.files.read(auth.tenantId, logoName)) : null,
    },
    new Map(),
  );
}
