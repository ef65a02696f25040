// The staff module's public face: a staff member's row, written by the organization's first save, the seed
// and the test harness, read by the report saves for their author; and archiving, which ends the person's
// sessions; and the duplicate messages of a staff member's email, which the organization's sponsor shares.

export { findStaffMember, insertStaffMember } from './staff.repository.ts';
export { archiveStaffMember, staffEmailDuplicates } from './staff.service.ts';
