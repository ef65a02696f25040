import type { OrgFixture } from './harness.ts';
import { completeReportSave } from './report-saves.ts';

// What the cross-tenant test's requests (cross-tenant.cases.ts) are made of: the test's set-up fills
// `other` with organization B's ids and `scene` with organization A and its configuration before any
// request is made; reports and request bodies several cases share.

/** Organization A, which sends every request, and its configuration; set by the test's beforeAll. */
export const scene = { a: undefined as unknown as OrgFixture, configOfA: {} as Record<string, unknown> };

/** Ids of organization B's layout and files, filled in by beforeAll. */
export const other = {
  roomId: '',
  areaId: '',
  fileName: '',
  reportId: '',
  cleanType: '',
  residentId: '',
  assignmentId: '',
  templateId: '',
};

/** A complete cleaning report with no operations, finished `at`. */
export function reportOf(facilityId: string, roomId: string, authorStaffId: string, at: string) {
  return completeReportSave({ facilityId, roomId, authorStaffId, routine: { cleanType: other.cleanType, operations: [] } }, new Date(at));
}

export function reportingRequest(facilityId: string) {
  return { facilityId, from: '2026-01-01', to: '2026-01-31' };
}

export function calendarImport(facilityId: string) {
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const fileText = [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'UID:x',
    `DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  return { facilityId, fileText, from: day, to: day, rules: {} };
}

export interface Case {
  /** Which signed-in user of organization A calls (the highest role that can reach the route). */
  as: string;
  /** The request, filled with ids that belong to organization B. */
  request: (other: OrgFixture) => { payload?: unknown; query?: Record<string, string>; url?: string };
  /** The refusal when it is not 404 (the webhook: a data source not found and a wrong key are the same 401). */
  status?: number;
}
