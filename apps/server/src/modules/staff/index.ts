// The staff module's public face: a staff member's row, written by the organization's first save, the seed
// and the test harness, read by the report saves for their author; and archiving, which ends the person's
// sessions.

export { findStaffMember, insertStaffMember } from './staff.repository.ts';
export { archiveStaffMember } from './staff.service.ts';
