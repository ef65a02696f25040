import type { TResidentImportPreview, TResidentImportRow } from '@carehome/contracts';
import { RESIDENT_IMPORT_TEMPLATE } from '@carehome/domain';

// The residents CSV import screen's own rules: the template it offers and what a checked file means.

export const TEMPLATE_FILE_NAME = 'residents-template.csv';

/**
 * The template file: the header line the server reads (English names; French, Spanish and Chinese
 * headers are read too) and one example row. The byte order mark makes spreadsheet programs read
 * UTF-8 (accents, Chinese names) instead of the system's code page.
 */
export function residentImportTemplate(): string {
  return `\uFEFF${RESIDENT_IMPORT_TEMPLATE}`;
}

/** A file's text without its byte order mark, as the server expects it. */
export function csvText(raw: string): string {
  return raw.replace(/^\uFEFF/, '');
}

/** How many residents an import would write (new and updated); rows with errors are skipped. */
export function importableCount(preview: Pick<TResidentImportPreview, 'counts'>): number {
  return preview.counts.new + preview.counts.update;
}

/** 'Mrs Margaret “Peggy” Wilson', as the review shows a row. */
export function importRowName(row: Pick<TResidentImportRow, 'namePrefix' | 'firstName' | 'nickName' | 'lastName'>): string {
  return [row.namePrefix, row.firstName, row.nickName ? `“${row.nickName}”` : null, row.lastName].filter(Boolean).join(' ');
}
