import type { TReportKind } from '@carehome/contracts';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses that are not email addresses (the dialog names them before sending). */
export function invalidRecipients(recipients: readonly string[]): string[] {
  return recipients.filter((r) => !EMAIL.test(r.trim()));
}
