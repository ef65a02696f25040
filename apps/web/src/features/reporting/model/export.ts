import { MAX_EMAIL_RECIPIENTS, type TReportKind, ZEmail } from '@carehome/contracts';

// The file a report is downloaded as.

const FILE_NAMES: Record<TReportKind, string> = {
  audits: 'audit-report',
  markings: 'pre-audit-marking-report',
  cleans: 'cleans-report',
  overdue: 'overdue-report',
  staff: 'daily-staff-report',
  summary: 'clean-summary',
  enhanced: 'enhanced-cleaning-report',
};

/** Letters, digits and dashes only: a site's name becomes part of a file name safely. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** 'cleans-report_maplewood_2026-11-17_2026-11-23.csv' */
export function exportFileName(kind: TReportKind, period: { from: string; to: string }, format: 'csv' | 'pdf', siteName?: string): string {
  const site = siteName ? fileNamePart(siteName) : '';
  return `${[FILE_NAMES[kind], site, period.from, period.to].filter(Boolean).join('_')}.${format}`;
}

/** The addresses that are not email addresses by the server's own rule (the dialog names them as typed). */
export function invalidRecipients(recipients: readonly string[]): string[] {
  return recipients.filter((r) => !ZEmail.safeParse(r.trim()).success);
}

/** What keeps the recipients from being sent, or null: none yet, some not addresses, or too many. */
export type RecipientsProblem = { kind: 'required' } | { kind: 'invalid'; addresses: string[] } | { kind: 'tooMany'; max: number };

export function recipientsProblem(recipients: readonly string[]): RecipientsProblem | null {
  const list = recipients.map((r) => r.trim()).filter(Boolean);
  if (!list.length) return { kind: 'required' };
  const bad = invalidRecipients(list);
  if (bad.length) return { kind: 'invalid', addresses: bad };
  return list.length > MAX_EMAIL_RECIPIENTS ? { kind: 'tooMany', max: MAX_EMAIL_RECIPIENTS } : null;
}
