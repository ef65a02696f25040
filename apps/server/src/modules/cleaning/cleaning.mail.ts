import type { THousekeepingReport, TLanguage, TReportOperation } from '@carehome/contracts';
import { type ConfigLanguage, configText, displayDate, formatDurationMinutes, tileState } from '@carehome/domain';
import { DateTime } from 'luxon';
import { type AuditMethod, fill, REPORT_MAIL_TEXTS, type ReportMailTexts } from './cleaning.mail.texts.ts';

// The cleaning report and audit report mails (POST housekeeping/emailreport and emailauditreport):
// an HTML body readable in any mail client (tables and inline styles only) and the same facts as plain
// text, in one reader's language: its words from cleaning.mail.texts.ts, the configuration's names
// (room type, clean type, groups and items) through configText. Every value from the report is
// escaped: comments are free text typed on a tablet.

export interface ReportMailFacts {
  report: THousekeepingReport;
  kind: 'report' | 'audit';
  organization: string;
  site: { name: string; timeZone: string };
  colors: { background: string; alternateBackground: string; headerBackground: string; headerText: string } | null;
  /** How many photos travel as attachments. */
  photoCount: number;
  /** The readers' language, and the site's configuration its names are translated by. */
  language: TLanguage;
  config: Partial<ConfigLanguage> | null;
}

const DEFAULT_COLORS = { background: '#FFFFFF', alternateBackground: '#F3F6F8', headerBackground: '#1F4E79', headerText: '#FFFFFF' };

const METHODS: AuditMethod[] = [
  'directObservationMethod',
  'fluorescentGelMethod',
  'atpSystemMethod',
  'swabCulturesMethod',
  'agarSlideCulturesMethod',
];

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Multi-line text as HTML: escaped, line breaks kept. */
const html = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/** 'MM/DD/YYYY HH:mm:ss' on the site's clock (the product's date and time format). */
function siteTime(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${displayDate(d, timeZone)} ${DateTime.fromJSDate(d, { zone: timeZone }).toFormat('HH:mm:ss')}`;
}

/** The mail's words in its language, and a configuration name in that language. */
function wordsOf(f: ReportMailFacts): { t: ReportMailTexts; name: (text: string) => string } {
  return { t: REPORT_MAIL_TEXTS[f.language], name: (text) => configText(f.config, text, f.language) };
}

function staffName(r: THousekeepingReport, t: ReportMailTexts): string {
  return r.staffMember ? `${r.staffMember.firstName} ${r.staffMember.lastName}`.trim() : t.notStaffMember;
}

function operationResult(op: TReportOperation, kind: ReportMailFacts['kind'], t: ReportMailTexts): string {
  if (kind === 'audit') return t.audit[op.auditStatus ?? 'NotObserved'];
  return t.tile[tileState(op)] + (op.optional ? t.optional : '');
}

/** Label and value lines of the header: what, where, who, when. */
function summary(f: ReportMailFacts): [string, string][] {
  const { t, name } = wordsOf(f);
  const r = f.report;
  const tz = f.site.timeZone;
  const lines: [string, string][] = [
    [t.label.site, f.site.name],
    [t.label.room, r.room.number],
    [t.label.roomType, name(r.roomType)],
    [t.label.cleanType, name(r.selectedCleanType)],
    [t.label.status, t.status[r.status]],
    [r.residents.length > 1 ? t.label.residents : t.label.resident, r.residents.map((x) => x.name).join(', ') || t.unoccupied],
    [t.label.staffMember, staffName(r, t)],
    [t.label.started, siteTime(r.startDate, tz)],
    [t.label.completed, siteTime(r.reportDate, tz)],
    [t.label.duration, formatDurationMinutes(r.startDate, r.reportDate)],
  ];
  const a = r.auditReport;
  if (f.kind === 'audit' && a) {
    lines.push(
      [t.label.auditor, a.auditor || t.notStaffMember],
      [t.label.markingTime, siteTime(a.markingDate, tz)],
      [t.label.auditStarted, siteTime(a.startDate, tz)],
      [t.label.auditCompleted, a.reportDate ? siteTime(a.reportDate, tz) : t.auditNotComplete],
      [
        t.label.methods,
        METHODS.filter((key) => a[key] === true)
          .map((key) => t.methods[key])
          .join(', ') || t.noMethod,
      ],
    );
  }
  return lines;
}

/** The free-text boxes, those with text only. */
function comments(f: ReportMailFacts): [string, string][] {
  const { t } = wordsOf(f);
  const r = f.report;
  const all: [string, string | null | undefined][] = [
    [t.comment.housekeeper, r.comment],
    [t.comment.concern, r.residentFamilyConcern],
    [t.comment.maintenance, r.maintenance],
    [t.comment.pestControl, r.pestControl],
    ...(f.kind === 'audit' ? ([[t.comment.auditor, r.auditReport?.comment]] as [string, string | null | undefined][]) : []),
    [t.comment.supervisorNote, r.supervisorNote],
  ];
  return all.filter((c): c is [string, string] => typeof c[1] === 'string' && c[1].trim() !== '');
}

export function reportMailSubject(f: ReportMailFacts): string {
  const { t, name } = wordsOf(f);
  const r = f.report;
  const day = displayDate(new Date(r.reportDate ?? r.startDate), f.site.timeZone);
  return fill(t.subject, {
    title: t.title[f.kind],
    room: r.room.number,
    cleanType: name(r.selectedCleanType),
    status: t.status[r.status],
    day,
  });
}

/** The mail's HTML body. */
export function reportMailHtml(f: ReportMailFacts): string {
  const { t, name } = wordsOf(f);
  const c = f.colors ?? DEFAULT_COLORS;
  const cell = 'padding:6px 10px;border:1px solid #D0D7DE;vertical-align:top;';
  const head = `${cell}background:${escapeHtml(c.headerBackground)};color:${escapeHtml(c.headerText)};text-align:left;`;
  const row = (i: number) => `background:${escapeHtml(i % 2 ? c.alternateBackground : c.background)};`;
  const summaryRows = summary(f)
    .map(
      ([k, v], i) =>
        `<tr style="${row(i)}"><th style="${cell}text-align:left;width:200px">${html(k)}</th><td style="${cell}">${html(v)}</td></tr>`,
    )
    .join('');
  const ops = f.report.operations
    .map(
      (op, i) =>
        `<tr style="${row(i)}"><td style="${cell}">${html(name(op.group))}</td><td style="${cell}">${html(name(op.item))}</td>` +
        `<td style="${cell}">${html(operationResult(op, f.kind, t))}</td>` +
        (f.kind === 'audit'
          ? `<td style="${cell}">${op.isMarked ? html(t.marked) : ''}</td>`
          : `<td style="${cell}">${html(siteTime(op.timeStamp, f.site.timeZone))}</td>`) +
        '</tr>',
    )
    .join('');
  const columns = [t.column.group, t.column.operation, t.column.result, f.kind === 'audit' ? t.column.marking : t.column.time];
  const opsTable = f.report.operations.length
    ? `<table style="border-collapse:collapse;width:100%;margin-top:16px"><tr>${columns.map((h) => `<th style="${head}">${html(h)}</th>`).join('')}</tr>${ops}</table>`
    : `<p>${html(t.noOperations)}</p>`;
  const commentBlocks = comments(f)
    .map(([k, v]) => `<h3 style="margin:16px 0 4px;font-size:15px">${html(k)}</h3><p style="margin:0">${html(v)}</p>`)
    .join('');
  const photoLine = f.photoCount === 1 ? t.photoOne : fill(t.photoMany, { count: String(f.photoCount) });
  const photos = f.photoCount ? `<p style="margin-top:16px">${html(photoLine)}</p>` : '';
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1B1F23;margin:0;padding:16px">` +
    `<h2 style="margin:0 0 4px">${html(fill(t.heading, { title: t.title[f.kind], room: f.report.room.number }))}</h2>` +
    `<p style="margin:0 0 12px;color:#57606A">${html(f.organization)} · ${html(f.site.name)}</p>` +
    `<table style="border-collapse:collapse;width:100%">${summaryRows}</table>${opsTable}${commentBlocks}${photos}</body></html>`
  );
}

/** The same facts as plain text, for clients that do not show HTML. */
export function reportMailText(f: ReportMailFacts): string {
  const { t, name } = wordsOf(f);
  const lines = [`${t.title[f.kind]} — ${f.organization}`, ''];
  for (const [k, v] of summary(f)) lines.push(`${k}: ${v}`);
  lines.push('', t.operations);
  if (!f.report.operations.length) lines.push(`  ${t.noneRecorded}`);
  for (const op of f.report.operations) {
    const extra =
      f.kind === 'audit'
        ? op.isMarked
          ? t.markedNote
          : ''
        : op.timeStamp
          ? fill(t.atTime, { time: siteTime(op.timeStamp, f.site.timeZone) })
          : '';
    lines.push(`  ${name(op.group)} / ${name(op.item)}: ${operationResult(op, f.kind, t)}${extra}`);
  }
  for (const [k, v] of comments(f)) lines.push('', `${k}:`, v);
  if (f.photoCount) lines.push('', fill(t.photoCount, { count: String(f.photoCount) }));
  return `${lines.join('\n')}\n`;
}
