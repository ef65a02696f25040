// The staff schedule module's public face: the schedule read (the staff dashboard shows today's
// assignments), the site's plan and the assignment writes the calendar import makes inside its own
// transaction, the staff list of a site, and the site schedules' job (the app start registers it, the seed
// writes a template run by one).
export { createAssignments } from './assignment-writes.ts';
export { insertFacilitySchedule, listFacilityScheduleRows } from './facility-schedules.repository.ts';
export { runDueFacilitySchedules, SITE_SCHEDULES_JOB } from './facility-schedules.service.ts';
export { getStaffSchedule } from './schedule-read.ts';
export { fieldsOf, loadSitePlan, ruleContext, type SitePlan } from './site-plan.ts';
export {
  deleteAssignmentRow,
  insertAssignmentRow,
  listAssignmentRows,
  listSiteStaff,
  lockAssignmentRow,
  setStaffRestriction,
  updateAssignmentFields,
  updateAssignmentRow,
} from './staff-schedule.repository.ts';
export { insertTemplate } from './templates.repository.ts';
