import type { TAuditReport, TAuditStatus, TLanguage, TReportStatus } from '@carehome/contracts';
import type { TileState } from '@carehome/domain';
import table from './cleaning.mail.texts.json' with { type: 'json' };

// The words of the cleaning report and audit report mails in the five product languages (the mail
// itself is built in cleaning.mail.ts; the texts are in cleaning.mail.texts.json). Each recipient reads
// the mail in their own language; the English texts are those the mail always had. Placeholders in
// braces are filled by the mail.

export type AuditMethod = Extract<
  keyof TAuditReport,
  'directObservationMethod' | 'fluorescentGelMethod' | 'atpSystemMethod' | 'swabCulturesMethod' | 'agarSlideCulturesMethod'
>;

export interface ReportMailTexts {
  title: { report: string; audit: string };
  /** '{title}: room {room}, {cleanType}, {status} ({day})' */
  subject: string;
  /** '{title}: room {room}' */
  heading: string;
  label: {
    site: string;
    room: string;
    roomType: string;
    cleanType: string;
    status: string;
    resident: string;
    residents: string;
    staffMember: string;
    started: string;
    completed: string;
    duration: string;
    auditor: string;
    markingTime: string;
    auditStarted: string;
    auditCompleted: string;
    methods: string;
  };
  unoccupied: string;
  notStaffMember: string;
  auditNotComplete: string;
  noMethod: string;
  methods: Record<AuditMethod, string>;
  status: Record<TReportStatus, string>;
  tile: Record<TileState, string>;
  /** Appended to an optional operation's result. */
  optional: string;
  audit: Record<TAuditStatus, string>;
  comment: {
    housekeeper: string;
    concern: string;
    maintenance: string;
    pestControl: string;
    auditor: string;
    supervisorNote: string;
  };
  column: { group: string; operation: string; result: string; time: string; marking: string };
  marked: string;
  /** Plain text: ' [marked]' after a marked operation. */
  markedNote: string;
  /** Plain text: ' at {time}' after a ticked operation. */
  atTime: string;
  noOperations: string;
  operations: string;
  noneRecorded: string;
  photoOne: string;
  /** '{count} photos attached.' */
  photoMany: string;
  /** Plain text: '{count} photo(s) attached.' */
  photoCount: string;
}

/**
 * The texts of every language, checked against the shape above. The table is data, kept as JSON like the
 * app's locale files, so a translator edits it without touching code.
 */
export const REPORT_MAIL_TEXTS: Record<TLanguage, ReportMailTexts> = table;

/** Fills '{name}' placeholders. */
export const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);
