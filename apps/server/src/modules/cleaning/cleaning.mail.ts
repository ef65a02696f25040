import type { TAuditReport, THousekeepingReport, TReportOperation } from '@carehome/contracts';
import { AUDIT_STATUS_LABELS, displayDate, formatDurationMinutes, type TileState, tileState } from '@carehome/domain';
import { DateTime } from 'luxon';

// The cleaning report and audit report mails (POST housekeeping/emailreport and emailauditreport):
// an HTML body readable in any mail client (tables and inline styles only) and the same facts as plain
// text. Every value from the report is escaped: comments are free text typed on a tablet.

export interface ReportMailFacts {
  report: THousekeepingReport;
  kind: 'report' | 'audit';
  organization: string;
  site: { name: string; timeZone: string };
  colors: { background: string; alternateBackground: string; headerBackground: string; headerText: string } | null;
  /** How many photos travel as attachments. */
  photoCount: number;
}

const DEFAULT_COLORS = { background: '#FFFFFF', alternateBackground: '#F3F6F8', headerBackground: '#1F4E79', headerText: '#FFFFFF' };

const TILE_LABELS: Record<TileState, string> = {
  complete: 'Done',
  pending: 'Not done',
  incomplete: 'Skipped',
  notRequired: 'Not required',
};

const METHOD_LABELS: [keyof TAuditReport, string][] = [
  ['directObservationMethod', 'Direct observation'],
  ['fluorescentGelMethod', 'Fluorescent gel'],
  ['atpSystemMethod', 'ATP system'],
  ['swabCulturesMethod', 'Swab cultures'],
  ['agarSlideCulturesMethod', 'Agar slide cultures'],
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

function staffName(r: THousekeepingReport): string {
  return r.staffMember ? `${r.staffMember.firstName} ${r.staffMember.lastName}`.trim() : 'Not Staff Member';
}

function operationResult(op: TReportOperation, kind: ReportMailFacts['kind']): string {
  if (kind === 'audit') return op.auditStatus ? AUDIT_STATUS_LABELS[op.auditStatus] : AUDIT_STATUS_LABELS.NotObserved;
  return TILE_LABELS[tileState(op)] + (op.optional ? ' (optional)' : '');
}

/** Label and value lines of the header: what, where, who, when. */
function summary(f: ReportMailFacts): [string, string][] {
  const r = f.report;
  const tz = f.site.timeZone;
  const lines: [string, string][] = [
    ['Site', f.site.name],
    ['Room', r.room.number],
    ['Room type', r.roomType],
    ['Clean type', r.selectedCleanType],
    ['Status', r.status],
    [r.residents.length > 1 ? 'Residents' : 'Resident', r.residents.map((x) => x.name).join(', ') || 'Unoccupied'],
    ['Staff member', staffName(r)],
    ['Started', siteTime(r.startDate, tz)],
    ['Completed', siteTime(r.reportDate, tz)],
    ['Duration (minutes)', formatDurationMinutes(r.startDate, r.reportDate)],
  ];
  const a = r.auditReport;
  if (f.kind === 'audit' && a) {
    lines.push(
      ['Auditor', a.auditor || 'Not Staff Member'],
      ['Marking time', siteTime(a.markingDate, tz)],
      ['Audit started', siteTime(a.startDate, tz)],
      ['Audit completed', a.reportDate ? siteTime(a.reportDate, tz) : 'Not complete (operations not observed)'],
      [
        'Methods',
        METHOD_LABELS.filter(([key]) => a[key] === true)
          .map(([, label]) => label)
          .join(', ') || 'None',
      ],
    );
  }
  return lines;
}

/** The free-text boxes, those with text only. */
function comments(f: ReportMailFacts): [string, string][] {
  const r = f.report;
  const all: [string, string | null | undefined][] = [
    ['Housekeeper comments', r.comment],
    ['Resident / family concern', r.residentFamilyConcern],
    ['Maintenance', r.maintenance],
    ['Pest control', r.pestControl],
    ...(f.kind === 'audit' ? ([['Auditor comments', r.auditReport?.comment]] as [string, string | null | undefined][]) : []),
    ['Supervisor note', r.supervisorNote],
  ];
  return all.filter((c): c is [string, string] => typeof c[1] === 'string' && c[1].trim() !== '');
}

export function reportMailSubject(f: ReportMailFacts): string {
  const r = f.report;
  const day = displayDate(new Date(r.reportDate ?? r.startDate), f.site.timeZone);
  const what = f.kind === 'audit' ? 'Audit report' : 'Cleaning report';
  return `${what}: room ${r.room.number}, ${r.selectedCleanType}, ${r.status} (${day})`;
}

/** The mail's HTML body. */
export function reportMailHtml(f: ReportMailFacts): string {
  const c = f.colors ?? DEFAULT_COLORS;
  const cell = 'padding:6px 10px;border:1px solid #D0D7DE;vertical-align:top;';
  const head = `${cell}background:${escapeHtml(c.headerBackground)};color:${escapeHtml(c.headerText)};text-align:left;`;
  const row = (i: number) => `background:${escapeHtml(i % 2 ? c.alternateBackground : c.background)};`;
  const title = f.kind === 'audit' ? 'Audit report' : 'Cleaning report';
  const summaryRows = summary(f)
    .map(
      ([k, v], i) =>
        `<tr style="${row(i)}"><th style="${cell}text-align:left;width:200px">${html(k)}</th><td style="${cell}">${html(v)}</td></tr>`,
    )
    .join('');
  const ops = f.report.operations
    .map(
      (op, i) =>
        `<tr style="${row(i)}"><td style="${cell}">${html(op.group)}</td><td style="${cell}">${html(op.item)}</td>` +
        `<td style="${cell}">${html(operationResult(op, f.kind))}</td>` +
        (f.kind === 'audit'
          ? `<td style="${cell}">${op.isMarked ? 'Marked' : ''}</td>`
          : `<td style="${cell}">${html(siteTime(op.timeStamp, f.site.timeZone))}</td>`) +
        '</tr>',
    )
    .join('');
  const lastColumn = f.kind === 'audit' ? 'Pre-audit marking' : 'Time';
  const opsTable = f.report.operations.length
    ? `<table style="border-collapse:collapse;width:100%;margin-top:16px"><tr><th style="${head}">Group</th><th style="${head}">Operation</th><th style="${head}">Result</th><th style="${head}">${lastColumn}</th></tr>${ops}</table>`
    : '<p>No operations were recorded.</p>';
  const commentBlocks = comments(f)
    .map(([k, v]) => `<h3 style="margin:16px 0 4px;font-size:15px">${html(k)}</h3><p style="margin:0">${html(v)}</p>`)
    .join('');
  const photos = f.photoCount ? `<p style="margin-top:16px">${f.photoCount} photo${f.photoCount === 1 ? '' : 's'} attached.</p>` : '';
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1B1F23;margin:0;padding:16px">` +
    `<h2 style="margin:0 0 4px">${html(title)}: room ${html(f.report.room.number)}</h2>` +
    `<p style="margin:0 0 12px;color:#57606A">${html(f.organization)} · ${html(f.site.name)}</p>` +
    `<table style="border-collapse:collapse;width:100%">${summaryRows}</table>${opsTable}${commentBlocks}${photos}</body></html>`
  );
}

/** The same facts as plain text, for clients that do not show HTML. */
export function reportMailText(f: ReportMailFacts): string {
  const lines = [`${f.kind === 'audit' ? 'Audit report' : 'Cleaning report'} — ${f.organization}`, ''];
  for (const [k, v] of summary(f)) lines.push(`${k}: ${v}`);
  lines.push('', 'Operations:');
  if (!f.report.operations.length) lines.push('  (none recorded)');
  for (const op of f.report.operations) {
    const extra =
      f.kind === 'audit' ? (op.isMarked ? ' [marked]' : '') : op.timeStamp ? ` at ${siteTime(op.timeStamp, f.site.timeZone)}` : '';
    lines.push(`  ${op.group} / ${op.item}: ${operationResult(op, f.kind)}${extra}`);
  }
  for (const [k, v] of comments(f)) lines.push('', `${k}:`, v);
  if (f.photoCount) lines.push('', `${f.photoCount} photo(s) attached.`);
  return `${lines.join('\n')}\n`;
}
